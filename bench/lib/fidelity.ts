import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Repository root and the shared folder that CI places beside the clone. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED_DIR = process.env.PAGELIFT_SHARED_DIR || resolve(REPO_ROOT, '../shared');
export const CORPUS_DIR = join(SHARED_DIR, 'corpus');

export interface CorpusPage {
  slug: string;
  entry: string;
  description: string;
  needs_js: boolean;
  size_bytes: number;
  /** Grown corpus: `heldout` pages are scored but never tuned on. */
  split?: 'tuning' | 'heldout';
}

export async function readCorpusManifest(): Promise<CorpusPage[]> {
  const { readFile } = await import('node:fs/promises');
  const manifest = JSON.parse(await readFile(join(CORPUS_DIR, 'manifest.json'), 'utf8'));
  return manifest.pages as CorpusPage[];
}

type ScorePages = (options: Record<string, unknown>) => Promise<FidelityResult>;
export interface FidelityWidthResult { composite: number; [metric: string]: unknown }
export interface FidelityResult {
  widths: Record<string, FidelityWidthResult>;
  mean: { composite: number; [metric: string]: unknown };
  warnings: string[];
}

/**
 * The shared fidelity tool lives in a read-only folder without node_modules. A copy under
 * node_modules/.cache resolves its dependencies (playwright-core, pixelmatch, pngjs, ssim.js,
 * declared by the bench workspace) from the repository's own node_modules.
 */
export async function loadFidelity(): Promise<{ scorePages: ScorePages; FidelityError: new (...a: unknown[]) => Error }> {
  const source = join(SHARED_DIR, 'tools/fidelity');
  if (!existsSync(join(source, 'score.mjs'))) throw new Error(`fidelity tool not found at ${source}`);
  const target = join(REPO_ROOT, 'node_modules/.cache/pagelift-fidelity');
  mkdirSync(target, { recursive: true });
  cpSync(join(source, 'score.mjs'), join(target, 'score.mjs'));
  cpSync(join(source, 'lib'), join(target, 'lib'), { recursive: true });
  return import(pathToFileURL(join(target, 'score.mjs')).href);
}
