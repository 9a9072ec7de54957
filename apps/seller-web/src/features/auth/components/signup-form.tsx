import { errorMessage, replyFieldErrors, useDelayedNavigate } from '@nukkad/api-client';
import { PHONE_LENGTH, REDIRECT_AFTER_SUCCESS_MS, sellerSignupBodySchema } from '@nukkad/contracts';
import { CredentialsForm, useToast } from '@nukkad/ui';
import type { CredentialField } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSellerSignup } from '../api/seller-signup';

const FIELDS: readonly CredentialField<'username' | 'phone' | 'password' | 'confirmPassword'>[] = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'phone', label: 'Phone', type: 'tel', hint: `${PHONE_LENGTH} digits` },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

/** Seller sign-up: all four fields required, passwords must match; on success, the login page after 2 s. */
export function SignupForm() {
  const signup = useSellerSignup();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();
  return (
    <CredentialsForm
      label="Seller sign-up"
      fields={FIELDS}
      schema={sellerSignupBodySchema}
      schemaInput={(values) => ({ formData: values })}
      variables={(values) => values}
      submit={signup}
      texts={{ submit: 'Sign up', done: 'Taking you to login…' }}
      onSuccess={() => {
        toast.success('Signup Successful! 🎉');
        navigateLater(paths.auth.login.getHref(), REDIRECT_AFTER_SUCCESS_MS);
      }}
      fieldErrorsOf={replyFieldErrors}
      onError={(error) => toast.error(errorMessage(error, 'Signup Failed. Please try again. ❌'))}
      footer={
        <>
          Already selling on Nukkad? <Link to={paths.auth.login.getHref()}>Log in</Link>
        </>
      }
    />
  );
}
