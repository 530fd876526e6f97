import { describe, expect, it } from 'vitest';
import { builderProfile } from '@pagelift/contract';
import { exportPanelReducer as reduce, initialExportPanelState, inUpgradeState, type ExportPanelState } from './exportPanelState.ts';

const succeeded = (state: ExportPanelState) => reduce(reduce(state, { type: 'exportStarted' }), { type: 'exportSucceeded', clipboardText: '{}', fontFace: '@font-face{}', showCopyButton: true });

describe('export panel state', () => {
  it('starts as the spec says: selector, elementorFree, its breakpoints, merge on, reduce DOM off at standard, idle', () => {
    const s = initialExportPanelState();
    expect(s).toMatchObject({ exportType: 'selector', cssSelector: '', builder: 'elementorFree', copyFontface: 'export', reduceDomSize: false, reduceDomLevel: 'standard', mergeElements: true, status: 'idle', upgradeRequired: false });
    expect(s.breakpoints).toEqual({ desktop: '1025', tablet: '1024', mobile: '767' });
  });

  it('goes idle -> loading -> success, showing the copy button and, in copy mode only, the font-face button', () => {
    let s = reduce(initialExportPanelState(), { type: 'exportStarted' });
    expect(s.status).toBe('loading');
    s = reduce(s, { type: 'exportSucceeded', clipboardText: 'x', fontFace: 'f', showCopyButton: true });
    expect(s).toMatchObject({ status: 'success', showCopyButton: true, showFontFaceButton: false, clipboardText: 'x', fontFace: 'f' });
    const copyMode = succeeded(reduce(initialExportPanelState(), { type: 'setCopyFontface', copyFontface: 'copy' }));
    expect(copyMode.showFontFaceButton).toBe(true);
  });

  it('hides both copy buttons when type, builder or selector change, and the font-face one when the copy mode changes', () => {
    const ready = succeeded(reduce(initialExportPanelState(), { type: 'setCopyFontface', copyFontface: 'copy' }));
    for (const action of [
      { type: 'setExportType', exportType: 'entirePage' },
      { type: 'setBuilder', builder: 'elementor' },
      { type: 'setSelector', selector: '#x' },
      { type: 'pickSelector', selector: '#y' },
    ] as const) {
      expect(reduce(ready, action), action.type).toMatchObject({ showCopyButton: false, showFontFaceButton: false });
    }
    expect(reduce(ready, { type: 'setCopyFontface', copyFontface: 'export' })).toMatchObject({ showCopyButton: true, showFontFaceButton: false });
    // Settings that are not in the rule leave the buttons alone.
    expect(reduce(ready, { type: 'setMergeElements', enabled: false })).toMatchObject({ showCopyButton: true, showFontFaceButton: true });
  });

  it('a picked selector sets the selector and the type selector', () => {
    const s = reduce(reduce(initialExportPanelState(), { type: 'setExportType', exportType: 'entirePage' }), { type: 'pickSelector', selector: 'main > p' });
    expect(s).toMatchObject({ exportType: 'selector', cssSelector: 'main > p' });
  });

  it('a builder change resets Reduce DOM Size and swaps the breakpoint set', () => {
    let s = reduce(initialExportPanelState(), { type: 'setBuilder', builder: 'gutenberg' });
    s = reduce(s, { type: 'setReduceDomSize', enabled: true });
    s = reduce(s, { type: 'setReduceDomLevel', level: 'advanced' });
    s = reduce(s, { type: 'setBuilder', builder: 'breakdance' });
    expect(s.reduceDomSize).toBe(false);
    expect(s.breakpoints).toEqual(Object.fromEntries(Object.entries(builderProfile('breakdance').breakpoints).map(([k, v]) => [k, String(v)])));
    expect(reduce(s, { type: 'setBuilder', builder: 'breakdance' })).toBe(s);
  });

  it('editing tablet portrait sets desktop to tablet + 1; other fields and non-numbers leave desktop alone', () => {
    let s = reduce(initialExportPanelState(), { type: 'setBreakpoint', key: 'tablet', value: '900' });
    expect(s.breakpoints).toEqual({ desktop: '901', tablet: '900', mobile: '767' });
    s = reduce(s, { type: 'setBreakpoint', key: 'mobile', value: '500' });
    expect(s.breakpoints.desktop).toBe('901');
    s = reduce(s, { type: 'setBreakpoint', key: 'tablet', value: '' });
    expect(s.breakpoints).toMatchObject({ desktop: '901', tablet: '' });
    const bd = reduce(reduce(initialExportPanelState(), { type: 'setBuilder', builder: 'breakdance' }), { type: 'setBreakpoint', key: 'tabletLandscape', value: '1200' });
    expect(bd.breakpoints).toMatchObject({ desktop: '1201', tabletLandscape: '1200', tablet: '1023' });
  });

  it('a failure is an error; a 409 turns the upgrade state on for good; the free licence is in it from the start', () => {
    const s = reduce(reduce(initialExportPanelState(), { type: 'exportStarted' }), { type: 'exportFailed', message: 'upgrade please', upgrade: true });
    expect(s).toMatchObject({ status: 'error', error: 'upgrade please', upgradeRequired: true });
    const later = reduce(s, { type: 'exportFailed', message: 'other', upgrade: false });
    expect(later.upgradeRequired).toBe(true);
    expect(reduce(later, { type: 'exportStarted' }).error).toBeNull();
    expect(inUpgradeState(initialExportPanelState(), true)).toBe(true);
    expect(inUpgradeState(initialExportPanelState(), false)).toBe(false);
    expect(inUpgradeState(s, false)).toBe(true);
  });

  it('fills the saved target domain unless one was typed, and keeps the masked saved token out of the token field', () => {
    let s = reduce(initialExportPanelState(), { type: 'projectLoaded', webflowToken: '••••••cdef', targetDomain: 'saved.example' });
    expect(s).toMatchObject({ webflowToken: '', savedWebflowToken: '••••••cdef', targetDomain: 'saved.example' });
    s = reduce(reduce(initialExportPanelState(), { type: 'setTargetDomain', targetDomain: 'typed.example' }), { type: 'projectLoaded', targetDomain: 'saved.example' });
    expect(s).toMatchObject({ targetDomain: 'typed.example', savedWebflowToken: '' });
  });
});
