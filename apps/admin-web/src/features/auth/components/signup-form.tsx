import { errorMessage, useAdminSignup, useDelayedNavigate } from '@nukkad/api-client';
import { REDIRECT_AFTER_SUCCESS_MS, adminSignupBodySchema, ADMIN_ACCOUNT_CREATED_MESSAGE, AUTH_FORM_TEXTS, AUTH_FIELD_LABELS } from '@nukkad/contracts';
import { CredentialsForm } from '@nukkad/ui';
import type { CredentialField } from '@nukkad/ui';
import { paths } from '../../../config/paths';
import { AuthAlert } from './auth-alert';

const FIELDS: readonly CredentialField<'name' | 'email' | 'password' | 'secretKey'>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: AUTH_FIELD_LABELS.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: AUTH_FIELD_LABELS.password, type: 'password', autoComplete: 'new-password' },
  { name: 'secretKey', label: AUTH_FIELD_LABELS.secretKey, type: 'password', autoComplete: 'off' },
];

const SIGNUP_FAILED = 'Error creating account. Please try again.';

/** Sign-up form; after success it shows the spec's message and opens the login page after 2 seconds. */
export function SignupForm() {
  const signup = useAdminSignup();
  const navigateLater = useDelayedNavigate();
  return (
    <CredentialsForm
      label="Admin signup"
      fields={FIELDS}
      schema={adminSignupBodySchema}
      submit={signup}
      texts={{ submit: AUTH_FORM_TEXTS.signUp, pending: 'Creating account…' }}
      onSuccess={() => navigateLater(paths.auth.login.getHref(), REDIRECT_AFTER_SUCCESS_MS)}
      failure={(error) => <AuthAlert message={errorMessage(error, SIGNUP_FAILED)} />}
      success={
        <p className="form-success" role="status">
          {ADMIN_ACCOUNT_CREATED_MESSAGE}
        </p>
      }
      lockFields
    />
  );
}
