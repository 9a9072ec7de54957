import { expect, test } from '../support/test';
import { apiUrl, appUrl, latestOtp, signInCustomer, uniquePhone } from '../support/hosts';

test.use({ colorScheme: 'light' });

test('a customer deletes their account with a code from their phone, is signed out, and the phone may sign up again', async ({ page, request }) => {
  const phone = uniquePhone('6');
  const formData = { phone, username: 'Meera Joshi' };
  expect((await request.post(apiUrl('/auth/send-otp'), { data: { formData } })).ok()).toBe(true);
  expect((await request.post(apiUrl('/auth/user-signup'), { data: { formData, otp: await latestOtp(page, phone) } })).ok()).toBe(true);
  await signInCustomer(page, phone);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(appUrl('shop', '/user/profile'));
  const dangerZone = page.getByRole('region', { name: 'Delete my account' });
  await dangerZone.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Deleted customer');

  // The code field shows once the send has finished, so the outbox holds this code and not the login one.
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  const code = dialog.getByRole('textbox', { name: /Code from the SMS/ });
  await code.waitFor();
  await code.fill(await latestOtp(page, phone));
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await page.waitForURL(appUrl('shop', '/'));
  await expect(page.getByRole('link', { name: /login/i }).first()).toBeVisible();

  // The same phone is free: a sign-up code is sent to it, not "already exists".
  const again = await request.post(apiUrl('/auth/send-otp'), { data: { formData: { phone, username: 'Meera Again' } } });
  expect(again.status()).toBe(200);
});
