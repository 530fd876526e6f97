// An export whose text holds emoji keeps them as text on WordPress: its roots carry `wp-exclude-emoji`, the class
// wp-emoji.js skips, so the site does not swap the character for a Twemoji picture the source never showed.
import { afterAll, describe, expect, it } from 'vitest';
import { closeEnginePool, exportSnapshot } from '../../index.ts';
import { EXCLUDE_EMOJI_CLASS, holdsEmoji } from './emoji.ts';
import type { ElementorElement } from './common.ts';

afterAll(() => closeEnginePool());

const rootsOf = async (body: string) => {
  const r = await exportSnapshot(`<!doctype html><html><body style="margin:0">${body}</body></html>`, { exportType: 'entirePage', builder: 'elementorFree' });
  return (r.template as { elements: ElementorElement[] }).elements;
};

describe('emoji in exported text', () => {
  it('marks the roots of an export that holds emoji', async () => {
    const roots = await rootsOf('<h4 style="margin:0 0 8px">Welcome to Sneat! \u{1F44B}</h4><p>Please sign in to your account</p>');
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) expect(String(root.settings[root.elType === 'widget' ? '_css_classes' : 'css_classes'])).toContain(EXCLUDE_EMOJI_CLASS);
  }, 60_000);
  it('leaves an export without emoji as it was (copyright and trademark signs are not emoji)', async () => {
    const roots = await rootsOf('<h4>Welcome to Sneat</h4><p>\u00a9 2024 Acme\u2122, made with care</p>');
    expect(JSON.stringify(roots)).not.toContain(EXCLUDE_EMOJI_CLASS);
  }, 60_000);
  it('knows pictographs and flags from other symbols', () => {
    const text = (t: string): ElementorElement[] => [{ id: 'a', elType: 'widget', widgetType: 'heading', isInner: false, settings: { title: t }, elements: [] }];
    expect(holdsEmoji(text('Made with \u2764\uFE0F'))).toBe(true);
    expect(holdsEmoji(text('\u{1F1EB}\u{1F1F7} France'))).toBe(true);
    expect(holdsEmoji(text('\u00a9 \u00ae \u2122 \u2192 \u00b7 \u2013'))).toBe(false);
  });
  it('finds emoji wherever the JSON of the elements would hold them, and only there', () => {
    const widget = (settings: Record<string, unknown>, elements: ElementorElement[] = []): ElementorElement => ({ id: 'a', elType: 'widget', widgetType: 'icon-list', isInner: false, settings, elements });
    expect(holdsEmoji([widget({}, [widget({ icon_list: [{ text: 'plain' }, { text: 'Ship it \u{1F680}' }] })])])).toBe(true);
    expect(holdsEmoji([widget({ ['\u2B50']: 1 })])).toBe(true);
    // Left out of the JSON: an undefined setting.
    expect(holdsEmoji([widget({ title: undefined, size: 3, on: true, none: null })])).toBe(false);
  });
});
