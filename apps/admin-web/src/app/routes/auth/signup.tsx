import { AUTH_FORM_TEXTS } from '@nukkad/contracts/light';
import { Link } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { SignupForm } from '../../../features/auth/components/signup-form';

export function SignupRoute() {
  return (
    <AuthLayout
      title="Create an admin account"
      subtitle="You need the admin secret key to sign up."
      footer={
        <p>
          Already have an account? <Link to={paths.auth.login.getHref()}>{AUTH_FORM_TEXTS.logIn}</Link>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
