/** localStorage keys of this app: the theme choice and the non-secret "signed in" marker. */
export const STORAGE_KEYS = {
  theme: 'nukkad.admin.theme',
  session: 'nukkad.admin.session',
} as const;

/** Search boxes the spec gives no delay for (sellers, a seller's products, partners) wait as long as the month filter. */
export const SEARCH_DEBOUNCE_MS = 300;
