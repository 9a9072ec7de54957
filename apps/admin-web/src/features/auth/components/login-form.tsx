import { errorMessage } from '@nukkad/api-client';
import { adminLoginBodySchema } from '@nukkad/contracts';
import { CredentialsForm } from '@nukkad/ui';
import type { CredentialField } from '@nukkad/ui';
import { useLogin } from '../api/login';
import { AuthAlert } from './auth-alert';

const FIELDS: readonly CredentialField<'email' | 'password' | 'secretKey'>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
  { name: 'secretKey', label: 'Secret key', type: 'password', autoComplete: 'off' },
];

const LOGIN_FAILED = 'Invalid credentials or server error';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin({ onSuccess });
  return (
    <CredentialsForm
      label="Admin login"
      fields={FIELDS}
      schema={adminLoginBodySchema}
      submit={login}
      texts={{ submit: 'Log in', pending: 'Logging in…' }}
      failure={(error) => <AuthAlert message={errorMessage(error, LOGIN_FAILED)} />}
    />
  );
}
