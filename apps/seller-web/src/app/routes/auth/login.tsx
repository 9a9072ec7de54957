import { AuthCard, Head } from '@nukkad/ui';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /seller-login and /seller/login. */
export function LoginRoute() {
  return (
    <>
      <Head title="Seller login" />
      <AuthCard title="Seller login" subtitle="Log in to manage your shop, products and orders.">
        <LoginForm />
      </AuthCard>
    </>
  );
}
