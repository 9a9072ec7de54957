import { errorMessage, replyFieldErrors, useDelayedNavigate, useSellerSignup } from '@nukkad/api-client';
import { PHONE_LENGTH, REDIRECT_AFTER_SUCCESS_MS, sellerSignupBodySchema, SIGNUP_SUCCESS_MESSAGE, SIGNUP_FAILED_MESSAGE, AUTH_FORM_TEXTS, AUTH_FIELD_LABELS } from '@nukkad/contracts';
import { CredentialsForm, useToast } from '@nukkad/ui';
import type { CredentialField } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const FIELDS: readonly CredentialField<'username' | 'phone' | 'password' | 'confirmPassword'>[] = [
  { name: 'username', label: AUTH_FIELD_LABELS.username, autoComplete: 'username' },
  { name: 'phone', label: AUTH_FIELD_LABELS.phone, type: 'tel', hint: `${PHONE_LENGTH} digits` },
  { name: 'password', label: AUTH_FIELD_LABELS.password, type: 'password', autoComplete: 'new-password' },
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
      texts={{ submit: AUTH_FORM_TEXTS.signUp, done: AUTH_FORM_TEXTS.takingYouToLogin }}
      onSuccess={() => {
        toast.success(SIGNUP_SUCCESS_MESSAGE);
        navigateLater(paths.auth.login.getHref(), REDIRECT_AFTER_SUCCESS_MS);
      }}
      fieldErrorsOf={replyFieldErrors}
      onError={(error) => toast.error(errorMessage(error, SIGNUP_FAILED_MESSAGE))}
      footer={
        <>
          Already selling on Nukkad? <Link to={paths.auth.login.getHref()}>{AUTH_FORM_TEXTS.logIn}</Link>
        </>
      }
    />
  );
}
