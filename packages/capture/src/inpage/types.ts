// What the in-page script returns. Plain JSON: it crosses Playwright's and the extension's
// message boundaries.

export interface CaptureOptions {
  /** Scroll to the end and back so lazy content loads (default true). */
  scroll?: boolean;
  /** Upper bound for waiting on fonts and images after scrolling (ms, default 8000). */
  settleTimeoutMs?: number;
  /** Pause after each scroll step so lazy loaders and observers react (ms, default 120). */
  scrollStepDelayMs?: number;
  /** Stop scrolling after this long on endless pages (ms, default 15000). */
  maxScrollMs?: number;
  /**
   * Drop style rules whose selector matches no element (default true): they cannot apply in a
   * snapshot where no script runs. Hover/focus rules of existing elements are kept.
   */
  pruneUnusedCss?: boolean;
}

export type AssetKind = 'image' | 'background' | 'font' | 'icon' | 'other';

export interface AssetRef {
  /** Absolute http(s) URL without fragment, exactly as it appears in the document. */
  url: string;
  kind: AssetKind;
  /**
   * A file the page made (a canvas's pixels): its bytes as a data: URL. `url` is then a stand-in
   * on a host that never resolves; the caller takes the bytes from here instead of fetching.
   */
  dataUrl?: string;
}

/** A stylesheet the page could not read (cross-origin without CORS); the caller fetches it. */
export interface PendingStylesheet {
  url: string;
  /** The comment in the document that the processed text replaces. */
  placeholder: string;
  /** Media list the sheet applied under (from an `@import` rule), '' for all. */
  media: string;
}

export interface SnapshotMetaJson {
  sourceUrl: string;
  title: string;
  viewport: { width: number; height: number };
  devicePixelRatio: number;
  capturedAt: string;
  counts: { nodes: number; stylesheets: number; assets: number };
  notCaptured: string[];
}

export interface InPageCapture {
  html: string;
  meta: SnapshotMetaJson;
  assets: AssetRef[];
  pendingStylesheets: PendingStylesheet[];
}
