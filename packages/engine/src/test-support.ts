import { join, resolve } from 'node:path';
import { serveDirectory as serveStatic } from '@pagelift/capture/testing';
import { fileURLToPath } from 'node:url';
import type { ExportSettingsInput } from '@pagelift/contract';
import { replaceDataUrls } from '@pagelift/contract/data-urls';
import { exportSnapshot, type ExportResult } from './index.ts';
import type { RenderRequest } from './render/render-snapshot.ts';
import { ReportCollector } from './report.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
/** The test corpus (fixtures/corpus, six pages in the repository) unless `PAGELIFT_CORPUS_DIR` names another. */
export const CORPUS_DIR = process.env.PAGELIFT_CORPUS_DIR || join(REPO_ROOT, 'fixtures/corpus');
/** The engine's own test fixtures (pages, images, fonts that the render tests load). */
export const FIXTURES_DIR = join(REPO_ROOT, 'packages/engine/src/__fixtures__');

/** The repository's static test server (@pagelift/capture/testing), with the page URL ending in '/'. */
export async function serveDirectory(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await serveStatic(root);
  return { url: `${server.origin}/`, close: server.close };
}

/**
 * Exported data as the user gets it: every base64 data: picture (the engine's PNG of an inline
 * SVG) at a resource URL, as the server's export route and the CLI store them before answering.
 */
export function asDelivered<T>(template: T): Promise<T> {
  let n = 0;
  return replaceDataUrls(template, ({ mediaType }) => (mediaType.startsWith('image/') ? `https://resources.pagelift.test/${++n}.${mediaType.slice(6)}` : undefined));
}

/** An element of exported Elementor data, as the tests read it. */
export type ExportedElement = { id: string; elType: string; widgetType?: string; settings: Record<string, any>; elements: ExportedElement[] };

/** Every widget of an exported element tree, depth first. */
export function exportedWidgets(elements: ExportedElement[]): ExportedElement[] {
  return elements.flatMap((e) => [...(e.widgetType ? [e] : []), ...exportedWidgets(e.elements)]);
}

/** Every element of an exported element tree (containers and widgets), depth first. */
export function exportedElements(elements: ExportedElement[]): ExportedElement[] {
  return elements.flatMap((e) => [e, ...exportedElements(e.elements)]);
}

/**
 * Exports `html` (Elementor Free, entire page unless `settings` say otherwise) as if it were served at
 * `name` in `dir` (the fixtures by default), so its relative URLs reach that folder's files, through the
 * real Chromium render; the folder is served only for the export (at `folderUrl`).
 */
export async function exportServedPage(
  html: string,
  name: string,
  { dir = FIXTURES_DIR, settings }: { dir?: string; settings?: Partial<ExportSettingsInput> } = {},
): Promise<ExportResult & { elements: ExportedElement[]; folderUrl: string }> {
  const server = await serveDirectory(dir);
  try {
    const result = await exportSnapshot(html, { exportType: 'entirePage', builder: 'elementorFree', ...settings }, { baseUrl: `${server.url}${name}` });
    return { ...result, elements: (result.template as { elements: ExportedElement[] }).elements ?? [], folderUrl: server.url };
  } finally {
    await server.close();
  }
}

/** A renderSnapshot request for a test page: the whole page at the given widths, with no limit or check in the way. */
export function testRenderRequest(html: string, widths: RenderRequest['widths'], extra: Partial<RenderRequest> = {}): RenderRequest {
  return {
    html,
    widths,
    rootMarker: 'data-root',
    loadTimeoutMs: 10_000,
    checkFacts: () => {},
    maxResponsiveDepth: 200,
    report: new ReportCollector(),
    ...extra,
  };
}
