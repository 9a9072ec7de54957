/** localStorage keys of this app: the theme choice and the non-secret "signed in" marker. */
export const STORAGE_KEYS = {
  theme: 'nukkad.admin.theme',
  session: 'nukkad.admin.session',
} as const;
