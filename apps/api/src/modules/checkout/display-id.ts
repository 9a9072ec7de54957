import { randomInt } from 'node:crypto';
import { ORDER_DISPLAY_ID_ALPHABET, ORDER_DISPLAY_ID_LENGTH } from '@nukkad/contracts';

/** A random display id (`#K7M2QX`) of the contracts' alphabet and length; the database's unique index decides. */
export function newDisplayId(): string {
  let id = '';
  for (let i = 0; i < ORDER_DISPLAY_ID_LENGTH; i++) id += ORDER_DISPLAY_ID_ALPHABET[randomInt(ORDER_DISPLAY_ID_ALPHABET.length)];
  return id;
}
