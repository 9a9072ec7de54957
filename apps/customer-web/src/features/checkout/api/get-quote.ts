import { quoteQueryOptions } from '@nukkad/api-client';
import type { CartKey } from '@nukkad/contracts';
import { useQuery } from '@tanstack/react-query';

/** POST /order/quote for the chosen address; none is asked before an address is chosen. */
export const useQuote = (cartKey: CartKey, addressId: string | null) =>
  useQuery({ ...quoteQueryOptions(cartKey, addressId ?? ''), enabled: addressId !== null });
