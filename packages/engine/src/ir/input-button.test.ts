import { describe, expect, it } from 'vitest';
import { inputButtonLabel } from './input-button.ts';

describe('inputButtonLabel', () => {
  it('labels push buttons by value, or by the browser default', () => {
    expect(inputButtonLabel({ type: 'button', value: 'Reset' })).toBe('Reset');
    expect(inputButtonLabel({ type: 'SUBMIT' })).toBe('Submit');
    expect(inputButtonLabel({ type: 'reset' })).toBe('Reset');
  });
  it('leaves other inputs and empty buttons to the fallback', () => {
    expect(inputButtonLabel({ type: 'text', value: 'x' })).toBeUndefined();
    expect(inputButtonLabel({})).toBeUndefined();
    expect(inputButtonLabel({ type: 'button' })).toBeUndefined();
    expect(inputButtonLabel({ type: 'submit', value: '  ' })).toBeUndefined();
  });
});
