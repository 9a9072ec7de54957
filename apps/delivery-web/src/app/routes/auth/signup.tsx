import { AuthCard, Head } from '@nukkad/ui';
import { SignupForm } from '../../../features/auth/components/signup-form';

/** /delivery/signup. */
export function SignupRoute() {
  return (
    <>
      <Head title="Partner sign-up" />
      <AuthCard title="Become a delivery partner" subtitle="Create your account with the secret key from the Nukkad team.">
        <SignupForm />
      </AuthCard>
    </>
  );
}
