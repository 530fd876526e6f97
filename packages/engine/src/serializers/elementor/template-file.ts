// Elementor's own template file, the shape its "Import Templates" (Templates → Saved Templates)
// reads: Source_Local::prepare_import_template_data wants `content` (the element tree) and saves
// `title`, `type` and `page_settings`; `version` is Elementor's data version (DB::DB_VERSION).
// The clipboard envelope `{type: 'elementor', siteurl, elements}` is for "Paste from other site"
// and is not importable as a file. Checked against Elementor 4.2.3's importer (see README).
import { slugify } from '@pagelift/contract';
import type { DeliveryFile } from '../types.ts';

/** Elementor's data format version, written by its own template export since 2.x. */
export const ELEMENTOR_DATA_VERSION = '0.4';

export interface ElementorTemplateFile {
  version: string;
  title: string;
  /** A page template: Insert places it in any page from the template library. */
  type: 'page';
  content: unknown[];
  page_settings: Record<string, unknown> | unknown[];
}

/** The envelope's elements as an importable template titled `title`. */
export function elementorTemplateFile(envelope: { elements?: unknown }, title: string): ElementorTemplateFile {
  const content = Array.isArray(envelope.elements) ? envelope.elements : [];
  return { version: ELEMENTOR_DATA_VERSION, title: title.trim() || 'PageLift export', type: 'page', content, page_settings: [] };
}

/** The download for a big Elementor export: the template file, named after the page. */
export function elementorDeliveryFile(envelope: { elements?: unknown }, title: string): DeliveryFile {
  return { name: `${slugify(title)}.json`, mimeType: 'application/json', content: JSON.stringify(elementorTemplateFile(envelope, title)) };
}
