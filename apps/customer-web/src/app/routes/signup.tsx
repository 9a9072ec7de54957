import { Page } from '../../components/page';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupRoute() {
  return (
    <Page title="Sign up" width="narrow">
      <AuthCard title="Create your account" subtitle="Order from shops around the corner in a few taps.">
        <SignupForm />
      </AuthCard>
    </Page>
  );
}
