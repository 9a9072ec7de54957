import { AuthCard, PageLoader } from '@nukkad/ui';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { AppMark } from '../../components/ui/app-mark';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../lib/session';

export default function LoginRoute() {
  const { user, isChecking } = useSession();
  return (
    <Page title="Login" width="narrow">
      <AuthCard logo={<AppMark />} title="Welcome back" subtitle="Log in with your phone number and a one-time code.">
        {isChecking ? (
          <PageLoader showLabel label="Checking your session…" />
        ) : user ? (
          <div className="auth-done">
            <p>
              You're logged in as <strong>{user.name}</strong>.
            </p>
            <Link to={paths.home.getHref()} className="button button--primary">
              Continue shopping
            </Link>
          </div>
        ) : (
          <LoginForm />
        )}
      </AuthCard>
    </Page>
  );
}
