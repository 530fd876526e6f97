import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Repository root and the shared folder that CI places beside the clone. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED_DIR = process.env.PAGELIFT_SHARED_DIR || resolve(REPO_ROOT, '../shared');
/** The six-page test corpus inside the repository: `npm test` needs nothing beside the clone. */
export const TEST_CORPUS_DIR = join(REPO_ROOT, 'fixtures/corpus');
/**
 * The corpus the benches measure: `PAGELIFT_CORPUS_DIR` when set, else the full development
 * corpus beside the clone when it is there, else the test corpus (so a lone clone still runs).
 */
export const CORPUS_DIR = process.env.PAGELIFT_CORPUS_DIR || (existsSync(join(SHARED_DIR, 'corpus/manifest.json')) ? join(SHARED_DIR, 'corpus') : TEST_CORPUS_DIR);
/** The corpus the corpus-wide tests run over: the test corpus unless `PAGELIFT_CORPUS_DIR` names another (CI names the full one). */
export const TESTS_CORPUS_DIR = process.env.PAGELIFT_CORPUS_DIR || TEST_CORPUS_DIR;

export interface CorpusPage {
  slug: string;
  entry: string;
  description: string;
  needs_js: boolean;
  size_bytes: number;
  /** Grown corpus: `heldout` pages are scored but never tuned on. */
  split?: 'tuning' | 'heldout';
}

export async function readCorpusManifest(corpusDir: string = CORPUS_DIR): Promise<CorpusPage[]> {
  const { readFile } = await import('node:fs/promises');
  const manifest = JSON.parse(await readFile(join(corpusDir, 'manifest.json'), 'utf8'));
  return manifest.pages as CorpusPage[];
}

type ScorePages = (options: Record<string, unknown>) => Promise<FidelityResult>;
export interface FidelityWidthResult { composite: number; [metric: string]: unknown }
export interface FidelityResult {
  widths: Record<string, FidelityWidthResult>;
  mean: { composite: number; [metric: string]: unknown };
  warnings: string[];
}

/** A copy of the shared fidelity tool (score.mjs and lib/), for a clone with nothing beside it. */
export const VENDORED_FIDELITY_DIR = join(REPO_ROOT, 'bench/vendor/fidelity');

/**
 * The fidelity scorer: the shared tool beside the clone when it is there (the one the reports
 * cite), else the copy in bench/vendor/fidelity. The shared folder is read-only and has no
 * node_modules, so a copy under node_modules/.cache resolves its dependencies (playwright-core,
 * pixelmatch, pngjs, ssim.js, declared by the bench workspace) from the repository's own.
 */
export async function loadFidelity(): Promise<{ scorePages: ScorePages; FidelityError: new (...a: unknown[]) => Error }> {
  const shared = join(SHARED_DIR, 'tools/fidelity');
  const source = existsSync(join(shared, 'score.mjs')) ? shared : VENDORED_FIDELITY_DIR;
  if (!existsSync(join(source, 'score.mjs'))) throw new Error(`fidelity tool not found at ${source}`);
  const target = join(REPO_ROOT, 'node_modules/.cache/pagelift-fidelity');
  mkdirSync(target, { recursive: true });
  cpSync(join(source, 'score.mjs'), join(target, 'score.mjs'));
  cpSync(join(source, 'lib'), join(target, 'lib'), { recursive: true });
  return import(pathToFileURL(join(target, 'score.mjs')).href);
}
