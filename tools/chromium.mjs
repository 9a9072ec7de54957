// Debian's Chromium, as the browser tests, the accessibility checks and the Lighthouse bench start it.
import { existsSync } from 'node:fs';

/** Flags for this machine's closed network: without the background-networking ones, Chromium dials Google at start. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** CHROMIUM_PATH, else Debian's or Ubuntu's Chromium; undefined when none is installed. */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
}
