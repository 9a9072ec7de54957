import { ApiError, errorMessage, useChangeSellerPassword, useSellerProfile, useUpdateSellerProfile } from '@nukkad/api-client';
import {
  changeSellerPasswordBodySchema,
  MIN_PASSWORD_LENGTH,
  SELLER_USERNAME_MAX,
  updateSellerProfileBodySchema,
  PROFILE_UPDATED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
} from '@nukkad/contracts';
import type { SellerProfile } from '@nukkad/contracts';
import { BackLink, Button, Card, ErrorState, PageHeader, Skeleton, TextField, toFieldErrors, useFormFields, useToast } from '@nukkad/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { paths } from '../../../config/paths';
import '../profile.css';

/** Edit profile (email and username) and change password, each its own form with the spec's messages. */
export function EditProfile() {
  const profile = useSellerProfile();
  const header = <PageHeader leading={<BackLink to={paths.seller.profile.getHref()}>Profile</BackLink>} title="Edit profile" />;

  if (profile.isPending) {
    return (
      <>
        {header}
        <div className="edit-profile" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your profile…
          </span>
          <Skeleton height={260} className="skeleton--block" />
          <Skeleton height={260} className="skeleton--block" />
        </div>
      </>
    );
  }
  if (!profile.data) {
    return (
      <>
        {header}
        <ErrorState message="Failed to load profile details." onRetry={() => void profile.refetch()} />
      </>
    );
  }

  const seller = profile.data.seller;
  return (
    <>
      {header}
      <div className="edit-profile">
        <ProfileForm key={seller._id} seller={seller} />
        <PasswordForm sellerId={seller._id} username={seller.username} />
      </div>
    </>
  );
}

const PROFILE_FIELDS = ['email', 'username'] as const;

function ProfileForm({ seller }: { seller: SellerProfile }) {
  const { values, errors, setErrors, onChange, validate } = useFormFields({ email: seller.email ?? '', username: seller.username });
  const update = useUpdateSellerProfile();
  const toast = useToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(event.currentTarget, updateSellerProfileBodySchema, { email: 'Email', username: 'Username' });
    if (!checked.ok) return;
    update.mutate(checked.data, {
      onSuccess: (reply) => toast.success(reply.message || PROFILE_UPDATED_MESSAGE),
      onError: (err) => {
        if (err instanceof ApiError) {
          const fieldErrors = toFieldErrors(err.errors, PROFILE_FIELDS);
          // The only conflict of this form is an e-mail another account already has.
          if (err.status === 409 && err.serverMessage) fieldErrors.email = err.serverMessage;
          setErrors(fieldErrors);
        }
        toast.error('Failed to update profile.');
      },
    });
  };

  return (
    <Card as="section" aria-labelledby="edit-profile-heading">
      <h2 id="edit-profile-heading" className="section-title">
        Your details
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby="edit-profile-heading">
        <TextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" required value={values.email} onChange={onChange} error={errors.email} />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          maxLength={SELLER_USERNAME_MAX}
          value={values.username}
          onChange={onChange}
          error={errors.username}
        />
        <Button type="submit" size="lg" block busy={update.isPending}>
          Save profile
        </Button>
      </form>
    </Card>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '' };

interface PasswordFormProps {
  sellerId: string;
  /** For the browser's password manager, which files a password under its account. */
  username: string;
}

/** A fresh, empty form after each change, so no password stays on the screen. */
function PasswordForm(props: PasswordFormProps) {
  const [round, setRound] = useState(0);
  return <PasswordFields key={round} {...props} onChanged={() => setRound((current) => current + 1)} />;
}

function PasswordFields({ sellerId, username, onChanged }: PasswordFormProps & { onChanged: () => void }) {
  const { values, errors, setErrors, onChange, validate } = useFormFields(EMPTY_PASSWORDS);
  const change = useChangeSellerPassword(sellerId);
  const toast = useToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(event.currentTarget, changeSellerPasswordBodySchema, { currentPassword: 'Current password', newPassword: 'New password' });
    if (!checked.ok) return;
    change.mutate(checked.data, {
      onSuccess: (reply) => {
        toast.success(reply.message || PASSWORD_CHANGED_MESSAGE);
        onChanged();
      },
      onError: (err) => {
        // An answer from the server (e.g. a wrong current password) is its own message; no answer at all is the spec's last one.
        if (err instanceof ApiError && err.status > 0) {
          setErrors(toFieldErrors(err.errors, PASSWORD_FIELDS));
          toast.error(errorMessage(err, 'Failed to change password.'));
        } else {
          toast.error('An error occurred.');
        }
      },
    });
  };

  return (
    <Card as="section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="section-title">
        Change password
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby="change-password-heading">
        <input type="text" name="account" autoComplete="username" hidden readOnly value={username} />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={onChange}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={values.newPassword}
          onChange={onChange}
          error={errors.newPassword}
        />
        <Button type="submit" size="lg" block busy={change.isPending}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
