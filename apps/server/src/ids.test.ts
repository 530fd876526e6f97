import { describe, expect, it } from 'vitest';
import { ID_PATTERN, newId } from './ids.js';

describe('newId', () => {
  it('makes 16 letters and digits, never an option-like leading dash, all distinct', () => {
    const ids = Array.from({ length: 5000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(ids.every((id) => ID_PATTERN.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // every letter and digit turns up: the alphabet is not accidentally cut short
    expect(new Set(ids.join('')).size).toBe(62);
  });
});
