// The rules of per-width DOM state without zod: the capture's in-page bundle imports them too.

/**
 * Per-width DOM state (issue 15). A page's scripts may change the DOM when the window narrows
 * (a class on <body> that collapses a sidebar, a menu's `aria-expanded`, an inline style). The
 * snapshot is serialised once, at the capture width, and no page script runs in the export
 * browser, so the capture also records, for a few narrower widths, which attributes the scripts
 * set there; the engine sets them before it renders that width.
 *
 * Carried as JSON in an attribute of the snapshot's <html> element, so every path a snapshot
 * takes (the CLI's file, the upload, the server's sanitiser and URL rewrite, the bench) keeps it
 * without a format change; a snapshot without it renders as before. It comes from the page, so
 * the engine trusts none of it: `parseWidthStates` bounds it and allows only attributes that
 * draw (no event handler, no script URL), on elements that exist.
 */
export const WIDTH_STATES_ATTRIBUTE = 'data-pagelift-widths';

export const WIDTH_STATE_LIMITS = {
  /** JSON text of the whole attribute (characters). */
  jsonChars: 512 * 1024,
  widths: 6,
  changesPerWidth: 2000,
  attributesPerChange: 16,
  pathDepth: 256,
  valueChars: 8192,
} as const;

/**
 * Attributes a width state may set: classes, inline styles, and the state attributes selectors
 * test (`hidden`, `open`, `aria-*`, `data-*`). The capture's own markers are excluded: a state
 * must not move an export's root.
 */
export const WIDTH_STATE_ATTRIBUTE_NAME = /^(?:class|style|hidden|open|aria-[a-z][a-z0-9-]*|data-(?!pagelift|pl-)[a-z0-9][a-z0-9_.-]*)$/;

/** Script URLs and the old CSS ways of running code; browsers ignore control characters inside a scheme. */
export function carriesScript(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /(?:java|vb|live)script:|expression\(|behavior:|-moz-binding/.test(squeezed);
}

