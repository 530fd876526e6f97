// @pagelift/capture: a live page becomes one self-contained Snapshot.
export { captureInPage, CAPTURE_SCRIPT_VERSION, NOT_HTML_ERROR } from './inpage/index.ts';
export type { AssetKind, AssetRef, CaptureOptions, InPageCapture, PendingStylesheet, SnapshotMetaJson } from './inpage/types.ts';
export { captureScriptSource, captureExpression, writeCaptureScript, CAPTURE_SCRIPT_PATH } from './script.ts';
export { capturePage, openPage, inlineAssets, type CapturePageOptions, type Snapshot, type SnapshotAsset } from './capture-page.ts';
export { recordWidthStates, STATE_WIDTHS, type WidthPassOptions } from './width-pass.ts';
export { inlineCssText, absolutizeCssUrls, type FetchCssText } from './inpage/css-text.ts';
export { escapeStyleText } from './inpage/html-escape.ts';
export { normalizeSvg, replaceAssetUrls, sniffContentType } from './asset-urls.ts';
export { resolvePendingStylesheets, type ResolvedStylesheets } from './inpage/pending-stylesheets.ts';
export { CaptureError, type CaptureErrorCode } from './errors.ts';
export { DEFAULT_CAPTURE_LIMITS, type CaptureLimits } from './limits.ts';
export { uploadSnapshot, type UploadSnapshotInput, type UploadedPage } from './upload.ts';
