import { describe, expect, it } from 'vitest';
import type { ExportRequest } from '@pagelift/contract';
import { ApiError, type ExportResult } from '../../../api/client.ts';
import { exportPanelReducer, initialExportPanelState, type ExportPanelAction, type ExportPanelState } from './exportPanelState.ts';
import { runExport, type ExportPorts } from './runExport.ts';

/** Records what the export did with the outside world; answers as told. */
function world(answer: () => Promise<ExportResult>, options: { tokenSave?: () => Promise<unknown>; copyWorks?: boolean } = {}) {
  const log = { saves: [] as [string, string][], exports: [] as ExportRequest[], copies: [] as string[], downloads: [] as [string, number][], warnings: [] as string[] };
  const ports: ExportPorts = {
    saveWebflowToken: (projectId, token) => {
      log.saves.push([projectId, token]);
      return options.tokenSave ? options.tokenSave() : Promise.resolve({});
    },
    exportPage: (body) => {
      log.exports.push(body);
      return answer();
    },
    copy: async (text) => {
      log.copies.push(text);
      return options.copyWorks ?? true;
    },
    download: (name, text) => log.downloads.push([name, text.length]),
    warn: (message) => log.warnings.push(message),
  };
  return { log, ports };
}

const target = { projectId: 'proj', pageId: 'page', pageName: 'Landing page' };
const state = (...actions: ExportPanelAction[]): ExportPanelState => actions.reduce(exportPanelReducer, initialExportPanelState());
const elementor = { type: 'elementor', siteurl: 'https://x/wp-json/', elements: [{ id: '1' }] };
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('one export', () => {
  it('copies a small Elementor result and offers the copy button, without a token save when there is no token', async () => {
    const { log, ports } = world(async () => ({ template: elementor, fontFace: '@font-face{font-family:X}' }));
    const outcome = await runExport(target, state({ type: 'setSelector', selector: '#hero' }), ports);
    expect(outcome).toEqual({ ok: true, clipboardText: JSON.stringify(elementor), fontFace: '@font-face{font-family:X}', showCopyButton: true, copied: true, notice: null });
    expect(log.copies).toEqual([JSON.stringify(elementor)]);
    expect(log.saves).toEqual([]);
    expect(log.exports[0]).toMatchObject({ pageId: 'page', selector: '#hero', builder: 'elementorFree' });
  });

  it('saves a non-empty Webflow token first; a failed save is only logged and the export goes on', async () => {
    const { log, ports } = world(async () => ({ template: elementor, fontFace: '' }), { tokenSave: () => Promise.reject(new Error('down')) });
    const outcome = await runExport(target, state({ type: 'setWebflowToken', token: '  wf-123 ' }, { type: 'setExportType', exportType: 'entirePage' }), ports);
    await settle();
    expect(log.saves).toEqual([['proj', 'wf-123']]);
    expect(log.warnings).toEqual(['Could not save the Webflow token']);
    expect(outcome.ok).toBe(true);
  });

  it('downloads the file the server packaged for a big result and offers no copy button', async () => {
    const file = { name: 'landing-page.json', mimeType: 'application/json', content: JSON.stringify(elementor) };
    const { log, ports } = world(async () => ({ template: elementor, fontFace: '', file }));
    const outcome = await runExport(target, state({ type: 'setExportType', exportType: 'entirePage' }), ports);
    expect(outcome).toMatchObject({ ok: true, clipboardText: null, fontFace: '', showCopyButton: false, copied: false, downloaded: { fileName: 'landing-page.json' } });
    // the panel says what was downloaded and how to import it
    expect(outcome.ok && outcome.downloaded?.hint).toContain('Templates → Saved Templates → Import Templates');
    expect(log.downloads).toEqual([['landing-page.json', file.content.length]]);
    expect(log.copies).toEqual([]);
  });

  it('leaves Webflow data to the copy button, and ignores a clipboard that refuses', async () => {
    const webflow = world(async () => ({ template: { nodes: [] }, fontFace: '' }));
    expect(await runExport(target, state({ type: 'setBuilder', builder: 'webflow' }, { type: 'setExportType', exportType: 'entirePage' }), webflow.ports)).toMatchObject({ ok: true, copied: false, showCopyButton: true });
    expect(webflow.log.copies).toEqual([]);
    // What the server says about images that stayed on PageLift's URLs is shown as a notice.
    const partial = world(async () => ({ template: { nodes: [] }, fontFace: '', webflowAssets: { uploaded: 1, reused: 0, notUploaded: [{ url: 'u', reason: 'r' }], message: '1 of 2 images were not uploaded' } }));
    expect(await runExport(target, state({ type: 'setBuilder', builder: 'webflow' }, { type: 'setExportType', exportType: 'entirePage' }), partial.ports)).toMatchObject({ ok: true, notice: '1 of 2 images were not uploaded' });
    const refused = world(async () => ({ template: elementor, fontFace: '' }), { copyWorks: false });
    expect(await runExport(target, state({ type: 'setSelector', selector: 'p' }), refused.ports)).toMatchObject({ ok: true, showCopyButton: true });
  });

  it('maps failures through the error catalogue', async () => {
    const conflict = world(() => Promise.reject(new ApiError('Upgrade to export to Elementor Pro.', 409, {})));
    expect(await runExport(target, state({ type: 'setBuilder', builder: 'elementor' }), conflict.ports)).toEqual({ ok: false, message: 'Upgrade to export to Elementor Pro.', upgrade: true });
    const crash = world(() => Promise.reject(new ApiError('boom', 500, {})));
    expect(await runExport(target, state(), crash.ports)).toEqual({ ok: false, message: 'Processing error, please send a support request to the support team', upgrade: false });
  });
});
