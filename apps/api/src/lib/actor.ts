import type { Role } from '@nukkad/contracts';

/** Who is acting: the account behind a verified session token. Services receive it, never an id from the request. */
export type Actor = { id: string; role: Role };
