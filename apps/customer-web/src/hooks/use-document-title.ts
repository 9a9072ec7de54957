/** The tab title of a page without one of its own (e.g. home); pages name themselves "{title} · Nukkad". */
export const APP_TITLE = 'Nukkad — food & groceries from nearby shops';

export { useDocumentTitle } from '@nukkad/ui';
