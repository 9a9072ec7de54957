import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { LoginForm } from '../../../features/auth/components/login-form';

export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Admin login"
      subtitle="Sign in with your e-mail, password and the admin secret key."
      footer={
        <p>
          New admin? <Link to={paths.auth.signup.getHref()}>Create an account</Link>
        </p>
      }
    >
      <LoginForm onSuccess={() => navigate(paths.app.dashboard.getHref(), { replace: true })} />
    </AuthLayout>
  );
}
