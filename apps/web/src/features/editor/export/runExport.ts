import type { ExportRequest } from '@pagelift/contract';
import type { ExportResult } from '../../../api/client.ts';
import { chooseDelivery, exportRequest, importHint } from './delivery.ts';
import { exportFailure } from './exportFailure.ts';
import type { ExportPanelState } from './exportPanelState.ts';

/** What an export needs from the outside world: the two API calls and the browser's delivery. */
export interface ExportPorts {
  saveWebflowToken(projectId: string, token: string): Promise<unknown>;
  exportPage(body: ExportRequest): Promise<ExportResult>;
  copy(text: string): Promise<boolean>;
  download(fileName: string, text: string): void;
  warn(message: string, error: unknown): void;
}

export type ExportOutcome =
  | { ok: true; clipboardText: string | null; fontFace: string; showCopyButton: boolean; copied: boolean; downloaded?: { fileName: string; hint: string }; notice: string | null }
  | { ok: false; message: string; upgrade: boolean };

/**
 * One press of Export (spec sections 4 and 7): the Webflow token save whenever the token is
 * non-empty (a failure is only logged), the export call, then the delivery: the server's file
 * downloaded when it packaged one, else copied (or left to the copy button for Webflow).
 */
export async function runExport(target: { projectId: string; pageId: string; pageName: string }, state: ExportPanelState, ports: ExportPorts): Promise<ExportOutcome> {
  const token = state.webflowToken.trim();
  if (token) ports.saveWebflowToken(target.projectId, token).catch((error: unknown) => ports.warn('Could not save the Webflow token', error));
  let result: ExportResult;
  try {
    result = await ports.exportPage(exportRequest(target.pageId, state));
  } catch (error) {
    ports.warn('Export failed', error);
    return { ok: false, ...exportFailure(error) };
  }
  const fontFace = typeof result.fontFace === 'string' ? result.fontFace : '';
  const notice = result.webflowAssets?.message ?? null;
  const delivery = chooseDelivery(state.builder, result);
  if (delivery.kind === 'file') {
    ports.download(delivery.fileName, delivery.text);
    return { ok: true, clipboardText: null, fontFace, showCopyButton: false, copied: false, downloaded: { fileName: delivery.fileName, hint: importHint(state.builder) }, notice };
  }
  // Clipboard failures are ignored (error catalogue): the copy button is there either way.
  const copied = delivery.kind === 'clipboard' ? (await ports.copy(delivery.text), true) : false;
  return { ok: true, clipboardText: delivery.text, fontFace, showCopyButton: true, copied, notice };
}
