import { findChromium } from '../../../tools/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);

/** The secret keys the journeys' server is started with (playwright.config.ts), so no test relies on a default. */
export const SECRET_KEYS = { admin: 'e2e-admin-secret', delivery: 'e2e-rider-secret' } as const;

/** Debian's Chromium; Playwright's own browser download is not used. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error('Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  return found;
}
