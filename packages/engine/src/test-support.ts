import { join, resolve } from 'node:path';
import { serveDirectory as serveStatic } from '@pagelift/capture/testing';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
/** The test corpus (fixtures/corpus, six pages in the repository) unless `PAGELIFT_CORPUS_DIR` names another. */
export const CORPUS_DIR = process.env.PAGELIFT_CORPUS_DIR || join(REPO_ROOT, 'fixtures/corpus');

/** The repository's static test server (@pagelift/capture/testing), with the page URL ending in '/'. */
export async function serveDirectory(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await serveStatic(root);
  return { url: `${server.origin}/`, close: server.close };
}

/** An element of exported Elementor data, as the tests read it. */
export type ExportedElement = { id: string; elType: string; widgetType?: string; settings: Record<string, any>; elements: ExportedElement[] };

/** Every widget of an exported element tree, depth first. */
export function exportedWidgets(elements: ExportedElement[]): ExportedElement[] {
  return elements.flatMap((e) => [...(e.widgetType ? [e] : []), ...exportedWidgets(e.elements)]);
}
