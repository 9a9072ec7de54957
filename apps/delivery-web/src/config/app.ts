/** The app's name as shown in titles and the header. */
export const APP_NAME = 'Nukkad Rider';

/** localStorage keys of this app: the theme choice and the non-secret "signed in" marker. */
export const STORAGE_KEYS = {
  theme: 'nukkad.delivery.theme',
  session: 'nukkad.delivery.session',
  /** When "Not now" was answered to the notifications prompt. */
  pushPrompt: 'nukkad.delivery.pushPrompt',
} as const;
