import { replyFieldErrors, useDeliveryLogin } from '@nukkad/api-client';
import { deliveryLoginBodySchema, AUTH_FORM_TEXTS } from '@nukkad/contracts';
import { CredentialsForm, PHONE_PASSWORD_FIELDS } from '@nukkad/ui';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';

/** Delivery partner login: on success the marker is stored and the dashboard opens. */
export function LoginForm() {
  const startSession = session.useStartSession();
  const login = useDeliveryLogin({ onSuccess: startSession });
  const navigate = useNavigate();
  return (
    <CredentialsForm
      label="Delivery partner login"
      fields={PHONE_PASSWORD_FIELDS}
      schema={deliveryLoginBodySchema}
      submit={login}
      texts={{ submit: AUTH_FORM_TEXTS.logIn }}
      onSuccess={() => navigate(paths.delivery.dashboard.getHref(), { replace: true })}
      fieldErrorsOf={replyFieldErrors}
      failure={() => <FormAlert message="Login failed. Please check your credentials and try again." />}
      clearFailureOnSubmit
      footer={
        <>
          New partner? <Link to={paths.auth.signup.getHref()}>Create an account</Link>
        </>
      }
    />
  );
}
