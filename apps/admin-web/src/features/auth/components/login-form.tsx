import { errorMessage, useAdminLogin } from '@nukkad/api-client';
import { adminLoginBodySchema, ADMIN_LOGIN_FAILED_MESSAGE, AUTH_FORM_TEXTS, AUTH_FIELD_LABELS } from '@nukkad/contracts';
import { CredentialsForm } from '@nukkad/ui';
import type { CredentialField } from '@nukkad/ui';
import { session } from '../../../lib/session';
import { AuthAlert } from './auth-alert';

const FIELDS: readonly CredentialField<'email' | 'password' | 'secretKey'>[] = [
  { name: 'email', label: AUTH_FIELD_LABELS.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: AUTH_FIELD_LABELS.password, type: 'password', autoComplete: 'current-password' },
  { name: 'secretKey', label: AUTH_FIELD_LABELS.secretKey, type: 'password', autoComplete: 'off' },
];

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const startSession = session.useStartSession();
  const login = useAdminLogin({
    onSuccess: () => {
      startSession();
      onSuccess?.();
    },
  });
  return (
    <CredentialsForm
      label="Admin login"
      fields={FIELDS}
      schema={adminLoginBodySchema}
      submit={login}
      texts={{ submit: AUTH_FORM_TEXTS.logIn, pending: 'Logging in…' }}
      failure={(error) => <AuthAlert message={errorMessage(error, ADMIN_LOGIN_FAILED_MESSAGE)} />}
    />
  );
}
