import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '@pagelift/contract';
import { ApiError } from '../../../api/client.ts';
import { CLIPBOARD_MAX_CHARS, chooseDelivery, clipboardData, exportRequest } from './delivery.ts';
import { exportFailure } from './exportFailure.ts';
import { exportPanelReducer, initialExportPanelState } from './exportPanelState.ts';

const elementor = { type: 'elementor', siteurl: 'https://x.example/wp-json/', elements: [{ id: 'a', elType: 'container' }] };

describe('delivery of an export', () => {
  it('copies Elementor data under 1,000,000 characters as the template itself', () => {
    const d = chooseDelivery('elementorFree', elementor, 'Home');
    expect(d).toEqual({ kind: 'clipboard', text: JSON.stringify(elementor) });
  });

  it('downloads a JSON file named after a slug of the title from the threshold on', () => {
    const big = { ...elementor, title: 'Héllo World: Landing!', pad: 'x'.repeat(CLIPBOARD_MAX_CHARS) };
    const d = chooseDelivery('elementor', big, 'Page');
    expect(d.kind).toBe('file');
    if (d.kind === 'file') {
      expect(d.fileName).toBe('hello-world-landing.json');
      expect(JSON.parse(d.text)).toEqual(big);
    }
    // Without a title the page name names the file.
    const untitled = chooseDelivery('elementor', { pad: 'x'.repeat(CLIPBOARD_MAX_CHARS) }, 'My page');
    expect(untitled.kind === 'file' && untitled.fileName).toBe('my-page.json');
    // Exactly at the threshold is a file, one under is the clipboard.
    const at = (n: number) => chooseDelivery('elementorFree', 'x'.repeat(n - 2), 'p').kind;
    expect(at(CLIPBOARD_MAX_CHARS)).toBe('file');
    expect(at(CLIPBOARD_MAX_CHARS - 1)).toBe('clipboard');
  });

  it('always copies Breakdance and Gutenberg, leaves Webflow to the button, renames Bricks classes in files', () => {
    const big = { title: 'T', content: [], pad: 'x'.repeat(CLIPBOARD_MAX_CHARS) };
    expect(chooseDelivery('breakdance', big, 'p').kind).toBe('clipboard');
    expect(chooseDelivery('gutenberg', big, 'p').kind).toBe('clipboard');
    expect(chooseDelivery('webflow', { a: 1 }, 'p')).toEqual({ kind: 'button', text: '{"a":1}' });
    // A large Webflow export is downloaded as a JSON file, and the copy button still copies it.
    const bigWebflow = chooseDelivery('webflow', { type: '@webflow/XscpData', pad: 'x'.repeat(CLIPBOARD_MAX_CHARS) }, 'Big page');
    expect(bigWebflow).toMatchObject({ kind: 'file', fileName: 'big-page.json' });
    expect(bigWebflow.kind === 'file' && bigWebflow.copyText).toBe(bigWebflow.text);
    const bricks = chooseDelivery('bricks', { ...big, globalClasses: [{ id: 'c' }] }, 'p');
    expect(bricks.kind === 'file' && JSON.parse(bricks.text)).toMatchObject({ global_classes: [{ id: 'c' }] });
    expect(clipboardData('bricks', { content: [1], globalClasses: [2] })).toEqual({ content: [1], source: 'bricksCopiedElements', version: '1.9.2', globalClasses: [2], globalElements: [] });
  });
});

describe('export request', () => {
  it('sends the spec fields: selector only for the selector type, reduce DOM level only when on and not Elementor', () => {
    let s = exportPanelReducer(initialExportPanelState(), { type: 'setSelector', selector: '  #hero ' });
    expect(exportRequest('p1', s)).toEqual({
      pageId: 'p1', exportType: 'selector', selector: '#hero', breakpoints: { desktop: '1025', tablet: '1024', mobile: '767' }, builder: 'elementorFree',
      copyFontface: 'export', reduceDomSize: null, webflowAPIToken: null, targetDomain: null, webflowUploadAssets: false, mergeElementsEnable: true,
    });
    s = exportPanelReducer(s, { type: 'setExportType', exportType: 'entirePage' });
    expect(exportRequest('p1', s).selector).toBeNull();
    s = exportPanelReducer(s, { type: 'setBuilder', builder: 'webflow' });
    s = exportPanelReducer(s, { type: 'setReduceDomSize', enabled: true });
    s = exportPanelReducer(s, { type: 'setWebflowToken', token: ' tok ' });
    s = exportPanelReducer(s, { type: 'setWebflowUploadAssets', enabled: true });
    expect(exportRequest('p1', s)).toMatchObject({ builder: 'webflow', reduceDomSize: 'standard', webflowAPIToken: 'tok', webflowUploadAssets: true });
  });
});

describe('export failures', () => {
  it('409 turns the upgrade state on with the server text; 400 shows the server reason; the rest is the processing error', () => {
    expect(exportFailure(new ApiError('Upgrade!', 409, {}))).toEqual({ message: 'Upgrade!', upgrade: true });
    expect(exportFailure(new ApiError(EXPORT_MESSAGES.invalidSelector, 400, {}))).toEqual({ message: EXPORT_MESSAGES.invalidSelector, upgrade: false });
    expect(exportFailure(new ApiError(EXPORT_MESSAGES.processingError, 500, {}))).toEqual({ message: EXPORT_MESSAGES.processingError, upgrade: false });
    expect(exportFailure(new TypeError('Failed to fetch'))).toEqual({ message: EXPORT_MESSAGES.processingError, upgrade: false });
  });
});
