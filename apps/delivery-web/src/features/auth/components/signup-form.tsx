import { errorMessage, replyFieldErrors, useDelayedNavigate, useDeliverySignup } from '@nukkad/api-client';
import { deliverySignupBodySchema, PHONE_LENGTH, REDIRECT_AFTER_SUCCESS_MS, ACCOUNT_CREATED_MESSAGE, AUTH_FORM_TEXTS, AUTH_FIELD_LABELS } from '@nukkad/contracts';
import { CredentialsForm, useToast } from '@nukkad/ui';
import type { CredentialField } from '@nukkad/ui';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';

const FIELDS: readonly CredentialField<'username' | 'phone' | 'password' | 'secretKey'>[] = [
  { name: 'username', label: AUTH_FIELD_LABELS.username, autoComplete: 'name' },
  { name: 'phone', label: AUTH_FIELD_LABELS.phone, type: 'tel', hint: `${PHONE_LENGTH} digits` },
  { name: 'password', label: AUTH_FIELD_LABELS.password, type: 'password', autoComplete: 'new-password' },
  { name: 'secretKey', label: AUTH_FIELD_LABELS.secretKey, type: 'password', autoComplete: 'off', hint: 'Given to you by the Nukkad team.' },
];

/** Delivery partner sign-up with the secret key; on success, the login page after 2 s. */
export function SignupForm() {
  const signup = useDeliverySignup();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();
  return (
    <CredentialsForm
      label="Delivery partner sign-up"
      fields={FIELDS}
      schema={deliverySignupBodySchema}
      variables={(values) => values}
      submit={signup}
      texts={{ submit: 'Create account', done: AUTH_FORM_TEXTS.takingYouToLogin }}
      onSuccess={() => {
        toast.success(ACCOUNT_CREATED_MESSAGE);
        navigateLater(paths.auth.login.getHref(), REDIRECT_AFTER_SUCCESS_MS);
      }}
      fieldErrorsOf={replyFieldErrors}
      // The server's own reason (e.g. a wrong secret key or a phone already registered), when it gave one.
      failure={(error) => <FormAlert message="Signup failed. Please check your details and try again." detail={errorMessage(error, '')} />}
      clearFailureOnSubmit
      footer={
        <>
          Already a partner? <Link to={paths.auth.login.getHref()}>{AUTH_FORM_TEXTS.logIn}</Link>
        </>
      }
    />
  );
}
