import { AuthCard, Head } from '@nukkad/ui';
import { SignupForm } from '../../../features/auth/components/signup-form';

/** /seller-signup. */
export function SignupRoute() {
  return (
    <>
      <Head title="Seller sign-up" />
      <AuthCard title="Start selling on Nukkad" subtitle="Create your seller account; you can add your shop right after.">
        <SignupForm />
      </AuthCard>
    </>
  );
}
