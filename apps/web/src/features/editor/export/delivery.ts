import { builderProfile, type Builder, type ExportRequest } from '@pagelift/contract';
import type { ExportResult } from '../../../api/client.ts';
import type { ExportPanelState } from './exportPanelState.ts';

export type Delivery =
  /** Copied from a `copy` event inside the user's click (Webflow's application/json): the Copy to clipboard button. */
  | { kind: 'button'; text: string }
  /** Copied automatically as text; the Copy to clipboard button appears too. */
  | { kind: 'clipboard'; text: string }
  /** Too big for the clipboard: the file the server packaged. */
  | { kind: 'file'; fileName: string; text: string };

/**
 * How a successful export reaches the user (spec section 4, "Export flow"): a file when the
 * server packaged one (the builder's size rule and file shape live in its profile and its
 * serializer), else the clipboard the builder's profile names.
 */
export function chooseDelivery(builder: Builder, result: ExportResult): Delivery {
  if (result.file) return { kind: 'file', fileName: result.file.name, text: result.file.content };
  const { delivery } = builderProfile(builder);
  const field =
    delivery.textField && result.template && typeof result.template === 'object' ? (result.template as Record<string, unknown>)[delivery.textField] : undefined;
  const text = typeof field === 'string' ? field : (JSON.stringify(result.template) ?? 'null');
  return delivery.clipboard === 'copyEvent' ? { kind: 'button', text } : { kind: 'clipboard', text };
}

/** How to import a downloaded file, per builder: shown in the panel after the download. */
export function importHint(builder: Builder): string {
  return builderProfile(builder).delivery.importHint ?? "It is too big for the clipboard: import it with the builder's template import.";
}

/** POST /v1/export/ body from the panel (spec section 7). */
export function exportRequest(pageId: string, state: ExportPanelState): ExportRequest {
  const { panel } = builderProfile(state.builder);
  return {
    pageId,
    exportType: state.exportType,
    selector: state.exportType === 'selector' ? state.cssSelector.trim() : null,
    breakpoints: state.breakpoints,
    builder: state.builder,
    copyFontface: state.copyFontface,
    reduceDomSize: panel.domOption === 'reduceDomSize' && state.reduceDomSize ? state.reduceDomLevel : null,
    webflowAPIToken: state.webflowToken.trim() || null,
    targetDomain: state.targetDomain.trim() || null,
    webflowUploadAssets: panel.webflowUpload && state.webflowUploadAssets,
    mergeElementsEnable: state.mergeElements,
    // Sent where the panel offers the switch (the profile's olderSitesStylesheet): only Gutenberg reads it.
    ...(panel.olderSitesStylesheet ? { gutenbergCss: state.gutenbergStylesheet ? ('stylesheet' as const) : ('block' as const) } : {}),
  };
}
