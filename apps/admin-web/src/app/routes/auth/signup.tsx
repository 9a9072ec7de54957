import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { RedirectIfSignedIn } from '../../../lib/auth';

export function SignupRoute() {
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate(paths.auth.login.getHref(), { replace: true }), [navigate]);
  return (
    <RedirectIfSignedIn>
      <AuthLayout
        title="Create an admin account"
        subtitle="You need the admin secret key to sign up."
        footer={
          <p>
            Already have an account? <Link to={paths.auth.login.getHref()}>Log in</Link>
          </p>
        }
      >
        <SignupForm onDone={toLogin} />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
