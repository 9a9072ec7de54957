import { errorMessage, replyFieldErrors, useDelayedNavigate, useSellerLogin } from '@nukkad/api-client';
import { REDIRECT_AFTER_SUCCESS_MS, sellerLoginBodySchema, LOGIN_SUCCESS_MESSAGE, AUTH_FORM_TEXTS } from '@nukkad/contracts';
import { CredentialsForm, PHONE_PASSWORD_FIELDS, useToast } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';

/** Seller login: phone and password required; on success the marker is stored and the dashboard opens after 2 s. */
export function LoginForm() {
  const startSession = session.useStartSession();
  const login = useSellerLogin({ onSuccess: startSession });
  const toast = useToast();
  const navigateLater = useDelayedNavigate();
  return (
    <CredentialsForm
      label="Seller login"
      fields={PHONE_PASSWORD_FIELDS}
      schema={sellerLoginBodySchema}
      submit={login}
      texts={{ submit: AUTH_FORM_TEXTS.logIn, done: 'Opening your dashboard…' }}
      onSuccess={() => {
        toast.success(LOGIN_SUCCESS_MESSAGE);
        navigateLater(paths.seller.dashboard.getHref(), REDIRECT_AFTER_SUCCESS_MS);
      }}
      fieldErrorsOf={replyFieldErrors}
      onError={(error) => toast.error(errorMessage(error, 'Login Failed. Please try again. ❌'))}
      footer={
        <>
          New to Nukkad? <Link to={paths.auth.signup.getHref()}>Create a seller account</Link>
        </>
      }
    />
  );
}
