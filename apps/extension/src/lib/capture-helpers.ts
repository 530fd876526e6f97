// The DOM-free helpers of @pagelift/capture that the service worker needs. The package's public
// entry (`@pagelift/capture`) also pulls in Node-only modules (esbuild, node:fs, Playwright), and
// its browser-safe entry (`@pagelift/capture/inpage`) does not export these yet, so they are
// reached by path here, in this one place. When the capture package exports them from a
// browser-safe entry, import from there instead.
export { inlineCssText, wrapRules } from '../../../../packages/capture/src/inpage/css-text.ts';
export { escapeStyleText } from '../../../../packages/capture/src/inpage/html-escape.ts';
export { replaceAssetUrls } from '../../../../packages/capture/src/asset-urls.ts';
