import { DELETE_ACCOUNT_CODE_REQUIRED_MESSAGE, DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE, DELETED_PERSON_NAMES } from '@nukkad/contracts/light';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../forms/button';
import { TextField } from '../forms/text-field';
import { Modal } from '../overlay/modal';
import { useToast } from '../toast/toast-provider';

/** The roles that may delete their own account: those with a name to stand in for them. */
export type DeletingRole = keyof typeof DELETED_PERSON_NAMES;

/** What deleting erases and what it keeps, per role, in the words the person reads before confirming. */
export const DELETE_ACCOUNT_TEXTS: Record<DeletingRole, { erased: string[]; kept: string[] }> = {
  customer: {
    erased: ['Your name, phone number and e-mail', 'Your saved addresses and your cart', 'Photos you sent with a question about an order', 'Notifications on your devices'],
    kept: [`Your past orders and their invoices, for our accounts, named "${DELETED_PERSON_NAMES.customer}" with no address or phone`],
  },
  seller: {
    erased: ['Your name, phone number, e-mail and password', 'Notifications on your devices'],
    kept: [
      'Your shop closes and its products are archived; their pictures stay with them',
      `Past orders, invoices and sales, for our accounts, naming you "${DELETED_PERSON_NAMES.seller}"`,
    ],
  },
  delivery: {
    erased: ['Your name, phone number and password', 'Your location and notifications on your devices'],
    kept: [`Past deliveries, commissions and cash records, for our accounts, naming you "${DELETED_PERSON_NAMES.delivery}"`],
  },
};

/** How the reply of a refused deletion reads: its plain message and the field it names, if any. */
export type DeleteAccountFailure = { message: string; field?: 'otp' | 'password' };

export interface DeleteAccountSectionProps {
  role: DeletingRole;
  /** Customers confirm with a code sent to their phone; sellers and partners with their password. */
  confirmWith: 'code' | 'password';
  /** Sends the code (customers); rejects with a failure to show. */
  onSendCode?: () => Promise<unknown>;
  /** Deletes the account and resolves to the server's plain message; rejects with a failure to show (an order in progress, cash owed, a wrong code). */
  onDelete: (confirmation: { otp?: string; password?: string }) => Promise<{ message: string }>;
  /** After the account is gone, with its message shown: the app's sign-out, which takes the person to its start page. */
  onSignOut: () => Promise<unknown>;
  /** Turns a rejection into what to show. */
  describeError: (error: unknown) => DeleteAccountFailure;
}

/** The danger zone of an account page: "Delete my account", what it erases and keeps, a confirmation, then sign-out. */
export function DeleteAccountSection({ role, confirmWith, onSendCode, onDelete, onSignOut, describeError }: DeleteAccountSectionProps) {
  const toast = useToast();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'delete' | null>(null);
  const [failure, setFailure] = useState<DeleteAccountFailure | null>(null);
  const texts = DELETE_ACCOUNT_TEXTS[role];
  const needsCode = confirmWith === 'code';

  const close = () => {
    if (busy) return;
    setOpen(false);
    setSecret('');
    setCodeSent(false);
    setFailure(null);
  };

  const sendCode = async () => {
    if (!onSendCode) return;
    setBusy('send');
    setFailure(null);
    try {
      await onSendCode();
      setCodeSent(true);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) {
      setFailure(
        needsCode ? { message: DELETE_ACCOUNT_CODE_REQUIRED_MESSAGE, field: 'otp' } : { message: DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE, field: 'password' },
      );
      return;
    }
    setBusy('delete');
    setFailure(null);
    try {
      const { message } = await onDelete(needsCode ? { otp: secret.trim() } : { password: secret });
      setBusy(null);
      setOpen(false);
      toast.success(message);
      void onSignOut();
    } catch (error) {
      setFailure(describeError(error));
      setBusy(null);
    }
  };

  const fieldError = failure?.field ? failure.message : null;
  const formError = failure && !failure.field ? failure.message : null;
  const formId = `${headingId}-form`;

  return (
    <section className="danger-zone" aria-labelledby={headingId}>
      <h2 id={headingId} className="danger-zone__title">
        Delete my account
      </h2>
      <p className="danger-zone__text">Your personal details are erased for good. This cannot be undone.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onClose={close}
        role="alertdialog"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy !== null}>
              Cancel
            </Button>
            <Button variant="danger" type="submit" form={formId} busy={busy === 'delete'} disabled={needsCode && !codeSent}>
              Delete my account
            </Button>
          </>
        }
      >
        <form id={formId} className="danger-zone__form" onSubmit={submit} noValidate>
          <p>We erase:</p>
          <ul>
            {texts.erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>We keep:</p>
          <ul>
            {texts.kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>You can sign up again with the same phone number later, as a new account.</p>
          {needsCode ? (
            <>
              <Button variant="secondary" onClick={sendCode} busy={busy === 'send'} disabled={busy === 'delete'}>
                {codeSent ? 'Send the code again' : 'Send me a code'}
              </Button>
              {codeSent ? (
                <TextField
                  label="Code from the SMS"
                  value={secret}
                  onChange={(e) => setSecret(e.target.value)}
                  autoComplete="one-time-code"
                  inputMode="text"
                  maxLength={4}
                  error={fieldError}
                  required
                />
              ) : null}
            </>
          ) : (
            <TextField
              label="Your password"
              type="password"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
              autoComplete="current-password"
              error={fieldError}
              required
            />
          )}
          {formError ? (
            <p role="alert" className="danger-zone__error">
              {formError}
            </p>
          ) : null}
        </form>
      </Modal>
    </section>
  );
}
