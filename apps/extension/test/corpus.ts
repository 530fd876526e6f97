import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared corpus sits beside the clone (as the bench and the engine expect); PAGELIFT_SHARED_DIR moves it. */
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const CORPUS_DIR = join(process.env.PAGELIFT_SHARED_DIR || resolve(REPO_ROOT, '../shared'), 'corpus');
