import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id (the spec's `_id`): 16 letters and digits, ~95 bits.
 * Letters and digits only, because an id that starts with "-" reads as an option to
 * command-line tools (`pagelift capture --project -x…` was refused as ambiguous).
 */
export function newId(): string {
  let id = '';
  while (id.length < 16) id = idFromBytes(randomBytes(24), id);
  return id;
}

/** Appends id characters drawn from `bytes` to `id` (up to 16); deterministic bytes give a deterministic id. */
export function idFromBytes(bytes: Uint8Array, id = ''): string {
  for (const byte of bytes) {
    // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
    if (byte < 248 && id.length < 16) id += ALPHABET[byte % 62];
  }
  return id;
}

/** Ids made before letters-and-digits only may still hold "-" and "_". */
export const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function nowIso(): string {
  return new Date().toISOString();
}
