import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '@pagelift/contract';
import { ApiError } from '../../../api/client.ts';
import { chooseDelivery, exportRequest } from './delivery.ts';
import { exportFailure } from './exportFailure.ts';
import { exportPanelReducer, initialExportPanelState } from './exportPanelState.ts';

const elementor = { type: 'elementor', siteurl: 'https://x.example/wp-json/', elements: [{ id: 'a', elType: 'container' }] };

describe('delivery of an export', () => {
  it('copies Elementor data as the template itself', () => {
    expect(chooseDelivery('elementorFree', { template: elementor, fontFace: '' })).toEqual({ kind: 'clipboard', text: JSON.stringify(elementor) });
  });

  it('downloads the file the server packaged, whatever the builder', () => {
    const file = { name: 'hello-world-landing.json', mimeType: 'application/json', content: '{"a":1}' };
    expect(chooseDelivery('elementor', { template: elementor, fontFace: '', file })).toEqual({ kind: 'file', fileName: 'hello-world-landing.json', text: '{"a":1}' });
  });

  it('leaves Webflow (a copy event) to the button and copies Gutenberg and Breakdance as text, from the profiles', () => {
    expect(chooseDelivery('webflow', { template: { a: 1 }, fontFace: '' })).toEqual({ kind: 'button', text: '{"a":1}' });
    expect(chooseDelivery('gutenberg', { template: 'x', fontFace: '' }).kind).toBe('clipboard');
    expect(chooseDelivery('breakdance', { template: { element: [] }, fontFace: '' }).kind).toBe('clipboard');
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
    // The engine's own reasons (too large, no body) and a full export queue are shown as sent.
    expect(exportFailure(new ApiError('The selection has 30000 elements; exports are limited to 25000.', 400, {}))).toEqual({ message: 'The selection has 30000 elements; exports are limited to 25000.', upgrade: false });
    expect(exportFailure(new ApiError('Too many exports are waiting. Please try again in 10 seconds.', 429, {}))).toEqual({ message: 'Too many exports are waiting. Please try again in 10 seconds.', upgrade: false });
    expect(exportFailure(new ApiError('boom', 500, {}))).toEqual({ message: EXPORT_MESSAGES.processingError, upgrade: false });
    expect(exportFailure(new ApiError(EXPORT_MESSAGES.processingError, 500, {}))).toEqual({ message: EXPORT_MESSAGES.processingError, upgrade: false });
    expect(exportFailure(new TypeError('Failed to fetch'))).toEqual({ message: EXPORT_MESSAGES.processingError, upgrade: false });
  });
});
