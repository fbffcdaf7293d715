import { PageHeading } from '../../../components/page-heading';
import { PublicPage } from '../../../components/public-page';

export function LoginPage() {
  return (
    <PublicPage>
      <PageHeading
        title="Sign in"
        description="Sign in to your Bahi account, or create one for your business."
      />
    </PublicPage>
  );
}
