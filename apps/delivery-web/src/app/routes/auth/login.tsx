import { AuthCard } from '@nukkad/ui';
import { Head } from '../../../components/seo/head';
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
