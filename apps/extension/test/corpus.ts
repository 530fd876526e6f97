import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The test corpus inside the repository (fixtures/corpus); PAGELIFT_CORPUS_DIR moves it. */
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const CORPUS_DIR = process.env.PAGELIFT_CORPUS_DIR || join(REPO_ROOT, 'fixtures/corpus');
