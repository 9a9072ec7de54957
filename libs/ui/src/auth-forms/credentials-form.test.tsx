import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CredentialsForm } from './credentials-form';
import type { CredentialField, CredentialsFormProps, CredentialsSubmit } from './credentials-form';

type Name = 'phone' | 'password';
const FIELDS: readonly CredentialField<Name>[] = [
  { name: 'phone', label: 'Phone', type: 'tel', hint: 'Ten digits' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];
const schema = z.object({ phone: z.string().trim().regex(/^\d{10}$/, 'Enter 10 digits'), password: z.string().min(1) });
type Body = z.output<typeof schema>;

type Outcome = { ok: true } | { ok: false; error: unknown };

/** A stand-in for a TanStack mutation: settles at once with `outcome`, recording what it was sent. */
function useFakeSubmit(outcome: Outcome, sent: unknown[]): CredentialsSubmit<Body> {
  const [state, setState] = useState<{ status: 'idle' | 'success' | 'error'; error: unknown }>({ status: 'idle', error: null });
  return {
    mutate: (variables, { onSuccess, onError }) => {
      sent.push(variables);
      if (outcome.ok) {
        setState({ status: 'success', error: null });
        onSuccess();
      } else {
        setState({ status: 'error', error: outcome.error });
        onError(outcome.error);
      }
    },
    reset: () => setState({ status: 'idle', error: null }),
    isPending: false,
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    error: state.error,
  };
}

type Extra = Partial<Omit<CredentialsFormProps<Name, typeof schema, Body>, 'submit'>>;

function Harness({ outcome, sent, ...extra }: { outcome: Outcome; sent: unknown[] } & Extra) {
  const submit = useFakeSubmit(outcome, sent);
  return <CredentialsForm label="Test login" fields={FIELDS} schema={schema} submit={submit} texts={{ submit: 'Log in', done: 'Opening…' }} {...extra} />;
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button'));

describe('CredentialsForm', () => {
  afterEach(cleanup);

  it('draws each field required, the phone as a tel input with its hint, and names the form', () => {
    render(<Harness outcome={{ ok: true }} sent={[]} />);
    expect(screen.getByRole('form', { name: 'Test login' })).toBeTruthy();
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.hasAttribute('required')).toBe(true);
    expect(screen.getByText('Ten digits')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('current-password');
    expect(document.querySelectorAll('.field__required')).toHaveLength(2);
  });

  it('says which fields are empty, focuses the first and sends nothing', () => {
    const sent: unknown[] = [];
    render(<Harness outcome={{ ok: true }} sent={sent} />);
    send();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));
    expect(sent).toEqual([]);
  });

  it("shows the schema's own message for a filled but invalid field", () => {
    render(<Harness outcome={{ ok: true }} sent={[]} />);
    fill(/^Phone/, '12345');
    fill(/^Password/, 'secret');
    send();
    expect(screen.getByText('Enter 10 digits')).toBeTruthy();
  });

  it('sends the parsed body, then shows the done text on a disabled button', () => {
    const sent: unknown[] = [];
    const onSuccess = vi.fn();
    render(<Harness outcome={{ ok: true }} sent={sent} onSuccess={onSuccess} />);
    fill(/^Phone/, ' 9000000001 ');
    fill(/^Password/, 'secret');
    send();
    expect(sent).toEqual([{ phone: '9000000001', password: 'secret' }]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Opening…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("puts a failed reply's field messages under their fields and draws the failure", () => {
    const error = new Error('rejected');
    const onError = vi.fn();
    render(
      <Harness
        outcome={{ ok: false, error }}
        sent={[]}
        onError={onError}
        fieldErrorsOf={(failed) => (failed === error ? [{ path: 'phone', message: 'Phone already registered' }] : undefined)}
        failure={() => <p role="alert">Login failed</p>}
      />,
    );
    fill(/^Phone/, '9000000001');
    fill(/^Password/, 'secret');
    send();
    expect(screen.getByText('Phone already registered')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Login failed');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('keeps the last failure through a blocked retry unless told to clear it', () => {
    const failed: Outcome = { ok: false, error: new Error('rejected') };
    const failure = () => <p role="alert">Login failed</p>;
    const failThenBlank = () => {
      fill(/^Phone/, '9000000001');
      fill(/^Password/, 'secret');
      send();
      fill(/^Password/, '');
      send();
    };
    const { unmount } = render(<Harness outcome={failed} sent={[]} failure={failure} />);
    failThenBlank();
    expect(screen.queryByRole('alert')).toBeTruthy();
    unmount();

    render(<Harness outcome={failed} sent={[]} failure={failure} clearFailureOnSubmit />);
    failThenBlank();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('locks the fields after success when asked, sends what `variables` makes, and draws the footer', () => {
    const sent: unknown[] = [];
    render(
      <Harness
        outcome={{ ok: true }}
        sent={sent}
        lockFields
        variables={(values) => values}
        success={<p role="status">Created</p>}
        footer={<a href="/signup">Create an account</a>}
      />,
    );
    fill(/^Phone/, '9000000001 ');
    fill(/^Password/, 'secret');
    send();
    expect(sent).toEqual([{ phone: '9000000001 ', password: 'secret' }]);
    expect(screen.getByRole('status').textContent).toBe('Created');
    expect((document.querySelector('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Create an account' }).closest('.auth-form__switch')).toBeTruthy();
  });
});
