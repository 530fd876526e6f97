import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './client.ts';

describe('retryAfterSeconds', () => {
  it('reads the delta-seconds form the server sends', () => {
    expect(retryAfterSeconds('179')).toBe(179);
    expect(retryAfterSeconds(' 5 ')).toBe(5);
  });
  it('gives null without a header or for the date form', () => {
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterSeconds('-3')).toBeNull();
  });
});
