import { AUTH_FORM_TEXTS } from '@nukkad/contracts/light';
import { AuthCard } from '@nukkad/ui';
import { Page } from '../../components/page';
import { AppMark } from '../../components/ui/app-mark';
import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupRoute() {
  return (
    <Page title={AUTH_FORM_TEXTS.signUp} width="narrow">
      <AuthCard logo={<AppMark />} title="Create your account" subtitle="Order from shops around the corner in a few taps.">
        <SignupForm />
      </AuthCard>
    </Page>
  );
}
