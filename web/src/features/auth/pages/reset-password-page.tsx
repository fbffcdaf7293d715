import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';

export function ResetPasswordPage() {
  return (
    <PublicPage>
      <PageHeading title="Reset password" description="Choose a new password for your Bahi account." />
    </PublicPage>
  );
}
