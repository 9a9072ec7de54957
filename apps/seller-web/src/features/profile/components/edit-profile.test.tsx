import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, sentBody } from '@nukkad/api-client/testing';
import type { MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { profileReply, SELLER_ID } from '../../../testing/seller-shop-fixtures';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PASSWORD_URL = `/api/user-profile/change-seller-password/${SELLER_ID}`;

function mockEditProfile({ update, password }: { update?: () => MockReply; password?: () => MockReply } = {}) {
  return mockApi((url) => {
    if (url === '/api/shop/seller-profile') return { body: profileReply() };
    if (url === '/api/shop/update-profile' && update) return update();
    if (url === PASSWORD_URL && password) return password();
    return undefined;
  });
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const open = async () => {
  renderApp('/seller/edit-profile', { signedIn: true });
  await screen.findByRole('form', { name: 'Your details' });
};

describe('edit profile', () => {
  it('fills the form with the email (an e-mail input) and username', async () => {
    mockEditProfile();
    await open();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.value).toBe('ravi@nukkad.local');
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('Ravi Stores');
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe('/seller/profile');
  });

  it('saves the profile: “Profile updated successfully!”', async () => {
    const fetchSpy = mockEditProfile({ update: () => ({ body: { success: true, message: 'Profile updated successfully!' } }) });
    await open();
    fill(/^Email/, ' Ravi.New@Nukkad.Local ');
    fill(/^Username/, 'Ravi General Store');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    const [[, init]] = callsTo(fetchSpy, '/api/shop/update-profile');
    expect(init?.method).toBe('PUT');
    expect(sentBody(init)).toEqual({ username: 'Ravi General Store', email: 'ravi.new@nukkad.local' });
  });

  it('checks the e-mail before sending', async () => {
    const fetchSpy = mockEditProfile();
    await open();
    fill(/^Email/, 'ravi@');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(callsTo(fetchSpy, '/api/shop/update-profile')).toHaveLength(0);
  });

  it('says “Failed to update profile.”, with a taken e-mail under its field', async () => {
    mockEditProfile({ update: () => ({ status: 409, body: { success: false, message: 'This email is already in use.' } }) });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Failed to update profile.')).toBeTruthy();
    expect(screen.getByText('This email is already in use.')).toBeTruthy();
  });

  it('refuses a new password under 4 characters with the spec message, and sends nothing', async () => {
    const fetchSpy = mockEditProfile();
    await open();
    fill(/^Current password/, 'old-secret');
    fill(/^New password/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password should be at least 4 characters long.')).toBeTruthy();
    expect(callsTo(fetchSpy, PASSWORD_URL)).toHaveLength(0);
  });

  it('changes the password: “Password changed successfully!”, and empties the form', async () => {
    const fetchSpy = mockEditProfile({ password: () => ({ body: { success: true, message: 'Password changed successfully!' } }) });
    await open();
    fill(/^Current password/, 'old-secret');
    fill(/^New password/, 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    const [[, init]] = callsTo(fetchSpy, PASSWORD_URL);
    expect(init?.method).toBe('PUT');
    expect(sentBody(init)).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
  });

  it('shows the server’s message for a wrong current password, under the field too', async () => {
    mockEditProfile({
      password: () => ({
        status: 400,
        body: { success: false, message: 'Current password is incorrect.', errors: [{ path: 'currentPassword', message: 'Current password is incorrect.' }] },
      }),
    });
    await open();
    fill(/^Current password/, 'wrong');
    fill(/^New password/, 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Current password is incorrect.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says “Failed to change password.” when the server refuses without a message', async () => {
    mockEditProfile({ password: () => ({ status: 502, body: null }) });
    await open();
    fill(/^Current password/, 'old-secret');
    fill(/^New password/, 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Failed to change password.')).toBeTruthy();
  });

  it('says “An error occurred.” when no answer comes back', async () => {
    mockApi((url) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply() };
      if (url === PASSWORD_URL) throw new TypeError('Failed to fetch');
      return undefined;
    });
    await open();
    fill(/^Current password/, 'old-secret');
    fill(/^New password/, 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('An error occurred.')).toBeTruthy();
  });

  it('says “Failed to load profile details.” when the profile does not load', async () => {
    mockApi((url) => (url === '/api/shop/seller-profile' ? { status: 500, body: { success: false, message: 'Down' } } : undefined));
    renderApp('/seller/edit-profile', { signedIn: true });
    expect(await screen.findByText('Failed to load profile details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
