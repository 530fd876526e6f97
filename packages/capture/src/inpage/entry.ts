// Entry of the bundled in-page script: defines `globalThis.__pageliftCapture` and nothing else.
import { CAPTURE_SCRIPT_VERSION, captureInPage } from './index.ts';
import { recordWidthBaseline, recordWidthState, restoreWidthBaseline } from './width-states.ts';

(globalThis as Record<string, unknown>).__pageliftCapture = { captureInPage, recordWidthBaseline, recordWidthState, restoreWidthBaseline, version: CAPTURE_SCRIPT_VERSION };
