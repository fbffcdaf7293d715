import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';

export function ForgotPasswordPage() {
  return (
    <PublicPage>
      <PageHeading
        title="Forgot password"
        description="Get a link to choose a new password for your Bahi account."
      />
    </PublicPage>
  );
}
