import { describe, expect, it } from 'vitest';
import type { IRContainer } from '../../ir/types.ts';
import { keyword, px } from '../../ir/values.ts';
import type { SerializeContext } from './controls.ts';
import { toElementorContainer } from './container.ts';

function context(): SerializeContext {
  let id = 0;
  return {
    breakpoints: ['desktop', 'tablet', 'mobile'],
    responsive: true,
    customCss: false,
    newId: () => `id${++id}`,
    counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 },
    notes: () => undefined,
  };
}

function row(base: Record<string, unknown>, overrides: Record<string, Record<string, unknown>> = {}): IRContainer {
  return {
    kind: 'container', tag: 'div', children: [], hiddenAt: [], source: 'div',
    style: { base: { 'flex-direction': keyword('row'), ...base } as never, overrides: overrides as never },
  };
}

describe('toElementorContainer', () => {
  it('packs wrapped lines at the top, so a min-height taller than the lines does not push later lines down', () => {
    const { settings } = toElementorContainer(context(), row({ 'flex-wrap': keyword('wrap'), 'min-height': px(538) }), false, []);
    expect(settings.flex_wrap).toBe('wrap');
    expect(settings.flex_align_content).toBe('flex-start');
  });
  it('packs the lines of a row that wraps only on smaller devices', () => {
    const { settings } = toElementorContainer(context(), row({ 'flex-wrap': keyword('nowrap') }, { mobile: { 'flex-wrap': keyword('wrap') } }), false, []);
    expect(settings.flex_align_content).toBeUndefined();
    expect(settings.flex_align_content_mobile).toBe('flex-start');
  });
  it('leaves a single-line row alone (align-content does nothing there)', () => {
    const { settings } = toElementorContainer(context(), row({ 'flex-wrap': keyword('nowrap') }), false, []);
    expect(Object.keys(settings).filter((k) => k.startsWith('flex_align_content'))).toEqual([]);
  });
});
