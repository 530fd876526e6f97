import type { Builder, ExportRequest } from '@pagelift/contract';
import { slugify } from '../../../lib/slug.ts';
import { isElementor } from './builderOptions.ts';
import type { ExportPanelState } from './exportPanelState.ts';

/** Clipboard versus file threshold: characters of serialised template (spec section 9). */
export const CLIPBOARD_MAX_CHARS = 1_000_000;
export const BRICKS_CLIPBOARD_VERSION = '1.9.2';

export type Delivery =
  /** Webflow: the user copies with the Copy to clipboard button. */
  | { kind: 'button'; text: string }
  /** Copied automatically; the Copy to clipboard button appears too. */
  | { kind: 'clipboard'; text: string }
  /**
   * Too big for the clipboard: a JSON file named after the template's title. Webflow keeps its
   * copy button too (`copyText`): its Designer only pastes, it has no file import.
   */
  | { kind: 'file'; fileName: string; text: string; copyText?: string };

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * What the builder's paste expects. Elementor's template already is the "Paste from other site"
 * envelope `{type:'elementor', siteurl, elements}`; Bricks wants its copied-elements wrapper.
 */
export function clipboardData(builder: Builder, template: unknown): unknown {
  if (builder !== 'bricks') return template;
  const t = record(template);
  return { content: t.content ?? [], source: 'bricksCopiedElements', version: BRICKS_CLIPBOARD_VERSION, globalClasses: t.globalClasses ?? [], globalElements: [] };
}

/** The downloaded file's data: the template, with Bricks' globalClasses renamed to global_classes. */
export function fileData(builder: Builder, template: unknown): unknown {
  if (builder !== 'bricks') return template;
  const { globalClasses, ...rest } = record(template);
  return { ...rest, global_classes: globalClasses ?? [] };
}

/** How a successful export reaches the user (spec section 4, "Export flow"). */
export function chooseDelivery(builder: Builder, template: unknown, fallbackTitle: string, maxChars = CLIPBOARD_MAX_CHARS): Delivery {
  const serialised = JSON.stringify(template) ?? 'null';
  if (builder === 'webflow' && serialised.length < maxChars) return { kind: 'button', text: JSON.stringify(clipboardData(builder, template)) };
  if (builder !== 'webflow' && (serialised.length < maxChars || builder === 'breakdance' || builder === 'gutenberg')) {
    return { kind: 'clipboard', text: builder === 'bricks' ? JSON.stringify(clipboardData(builder, template)) : serialised };
  }
  const title = record(template).title;
  const name = slugify(typeof title === 'string' && title.trim() ? title : fallbackTitle);
  const file = { kind: 'file' as const, fileName: `${name}.json`, text: JSON.stringify(fileData(builder, template)) };
  return builder === 'webflow' ? { ...file, copyText: file.text } : file;
}

/** POST /v1/export/ body from the panel (spec section 7). */
export function exportRequest(pageId: string, state: ExportPanelState): ExportRequest {
  const elementor = isElementor(state.builder);
  return {
    pageId,
    exportType: state.exportType,
    selector: state.exportType === 'selector' ? state.cssSelector.trim() : null,
    breakpoints: state.breakpoints,
    builder: state.builder,
    copyFontface: state.copyFontface,
    reduceDomSize: !elementor && state.reduceDomSize ? state.reduceDomLevel : null,
    webflowAPIToken: state.webflowToken.trim() || null,
    targetDomain: state.targetDomain.trim() || null,
    webflowUploadAssets: state.builder === 'webflow' && state.webflowUploadAssets,
    mergeElementsEnable: state.mergeElements,
  };
}
