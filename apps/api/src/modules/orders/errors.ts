import { ORDER_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import { notFound } from '../../lib/domain-error';

/** One 404 for an order the caller may not see and one that does not exist, so ids cannot be probed. */
export const orderNotFound = () => notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
