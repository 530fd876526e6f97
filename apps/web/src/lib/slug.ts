// One slug rule for file names in the app and the engine's export files.
export { slugify } from '@pagelift/contract';
