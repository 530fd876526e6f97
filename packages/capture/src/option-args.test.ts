import { describe, expect, it } from 'vitest';
import { attachOptionValues } from './option-args.ts';

describe('attachOptionValues', () => {
  const valueOptions = new Set(['project', 'name']);

  it('keeps a value that starts with a dash as the value of its option', () => {
    expect(attachOptionValues(['capture', 'http://x/', '--project', '-Ab_9', '--name', '--odd'], valueOptions))
      .toEqual(['capture', 'http://x/', '--project=-Ab_9', '--name=--odd']);
  });

  it('leaves flags, positionals, joined forms and a trailing option alone', () => {
    expect(attachOptionValues(['--help', 'http://x/', '--project=abc', '--name'], valueOptions))
      .toEqual(['--help', 'http://x/', '--project=abc', '--name']);
  });
});
