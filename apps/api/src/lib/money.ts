import { paiseToRupees } from '@nukkad/pricing';

// The one boundary where integer paise become the rupees the HTTP API speaks.
export const toRupees = (paise: number): number => paiseToRupees(paise);
export const toRupeesOrNull = (paise: number | null): number | null => (paise === null ? null : paiseToRupees(paise));
