import { idSchema } from '@nukkad/contracts';

/** Is this an order id the API could know (a uuid)? Anything else is not found without asking. */
export const isOrderId = (value: string | null | undefined): value is string => idSchema.safeParse(value).success;
