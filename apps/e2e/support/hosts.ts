import { DEMO_ACCOUNTS } from '@nukkad/contracts';
import type { Page } from '@playwright/test';
import { E2E_PORT, SECRET_KEYS } from './env';

export type AppHost = 'shop' | 'seller' | 'admin' | 'rider';

/** The URL of a page of one app: each app lives on its own host. */
export const appUrl = (host: AppHost, path = '/') => `http://${host}.localhost:${E2E_PORT}${path}`;
export const apiUrl = (path: string) => `http://localhost:${E2E_PORT}/api${path}`;

/** Until React has taken over the page (it marks #root as its container): a click before then is a plain link's. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/** A fresh 10-digit phone for each sign-up, so runs never collide. */
export function uniquePhone(prefix = '7'): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return `${prefix}${tail}`;
}

/** Reads the newest one-time code sent to a phone from the development outbox. */
export async function latestOtp(page: Page, phone: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await page.request.get(apiUrl(`/dev/outbox?phone=${phone}`));
    const body = (await res.json()) as { messages: { code: string }[] };
    if (body.messages[0]) return body.messages[0].code;
    await page.waitForTimeout(250);
  }
  throw new Error(`no code was sent to ${phone}`);
}

/** The seeded demo accounts, with the secret keys this run's server was given. */
export const DEMO = {
  customer: DEMO_ACCOUNTS.customer,
  seller: DEMO_ACCOUNTS.seller,
  admin: { ...DEMO_ACCOUNTS.admin, secretKey: SECRET_KEYS.admin },
  rider: { ...DEMO_ACCOUNTS.delivery, secretKey: SECRET_KEYS.delivery },
} as const;

/**
 * Signs a customer in through the login form, as a customer would. The code is read only once the code
 * field shows, so the send has finished and the outbox holds this code, not an earlier one.
 */
export async function signInCustomer(page: Page, phone: string = DEMO.customer.phone): Promise<void> {
  await page.goto(appUrl('shop', '/login'));
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = page.getByRole('textbox', { name: 'OTP', exact: true });
  await otp.waitFor();
  await otp.fill(await latestOtp(page, phone));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(appUrl('shop', '/'));
}
