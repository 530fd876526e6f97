// Entry of the bundled in-page script: defines `globalThis.__pageliftCapture` and nothing else.
import { CAPTURE_SCRIPT_VERSION, captureInPage } from './index.ts';

(globalThis as Record<string, unknown>).__pageliftCapture = { captureInPage, version: CAPTURE_SCRIPT_VERSION };
