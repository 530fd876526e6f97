// `npm run build -w @pagelift/capture`: writes dist/capture-inpage.js for the extension.
import { writeCaptureScript } from './script.ts';

const file = await writeCaptureScript(process.argv[2]);
process.stdout.write(`${file}\n`);
