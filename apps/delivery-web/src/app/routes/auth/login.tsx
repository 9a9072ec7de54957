import { AuthCard, Head } from '@nukkad/ui';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /delivery/login. */
export function LoginRoute() {
  return (
    <>
      <Head title="Partner login" />
      <AuthCard title="Partner login" subtitle="Log in to see available orders and your earnings.">
        <LoginForm />
      </AuthCard>
    </>
  );
}
