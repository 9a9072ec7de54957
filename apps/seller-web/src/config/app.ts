/** The app's name as shown in titles and the header. */
export const APP_NAME = 'Nukkad Seller';

/** localStorage keys of this app: the theme choice and the non-secret "signed in" marker. */
export const STORAGE_KEYS = {
  theme: 'nukkad.seller.theme',
  session: 'nukkad.seller.session',
  /** When "Not now" was answered to the notifications prompt. */
  pushPrompt: 'nukkad.seller.pushPrompt',
} as const;
