import { builderProfile, DEFAULT_BUILDER, defaultBreakpointsFor, type Builder, type ExportType } from '@pagelift/contract';

export type ExportStatus = 'idle' | 'loading' | 'success' | 'error';
export type CopyFontface = 'export' | 'copy';
export type ReduceDomLevel = 'standard' | 'advanced';

/** The export panel and the editor's export type and selector (spec sections 3 and 4). */
export interface ExportPanelState {
  exportType: ExportType;
  cssSelector: string;
  builder: Builder;
  /** Field text per breakpoint name; the server drops what is not a whole number. */
  breakpoints: Record<string, string>;
  copyFontface: CopyFontface;
  reduceDomSize: boolean;
  reduceDomLevel: ReduceDomLevel;
  mergeElements: boolean;
  /** Gutenberg: one scoped stylesheet for sites before WordPress 7.0 instead of per-block CSS. */
  gutenbergStylesheet: boolean;
  webflowUploadAssets: boolean;
  webflowToken: string;
  /** The project's saved token as the server shows it (masked): a hint, never sent back. */
  savedWebflowToken: string;
  targetDomain: string;
  status: ExportStatus;
  error: string | null;
  /** Turned on by a 409 (the free licence is in upgrade state from the start, see `inUpgradeState`). */
  upgradeRequired: boolean;
  showCopyButton: boolean;
  showFontFaceButton: boolean;
  /** What Copy to clipboard copies: the last successful export's clipboard text. */
  clipboardText: string | null;
  fontFace: string;
  /** The last export was downloaded as this file (too big for the clipboard), with how to import it. */
  downloaded: { fileName: string; hint: string } | null;
  /** A warning about a successful export (e.g. Webflow images that were not uploaded). */
  notice: string | null;
}

export type ExportPanelAction =
  | { type: 'setExportType'; exportType: ExportType }
  | { type: 'setSelector'; selector: string }
  /** A selector popup item: sets the selector and switches to 'selector'. */
  | { type: 'pickSelector'; selector: string }
  | { type: 'setBuilder'; builder: Builder }
  | { type: 'setBreakpoint'; key: string; value: string }
  | { type: 'setCopyFontface'; copyFontface: CopyFontface }
  | { type: 'setReduceDomSize'; enabled: boolean }
  | { type: 'setReduceDomLevel'; level: ReduceDomLevel }
  | { type: 'setMergeElements'; enabled: boolean }
  | { type: 'setGutenbergStylesheet'; enabled: boolean }
  | { type: 'setWebflowUploadAssets'; enabled: boolean }
  | { type: 'setWebflowToken'; token: string }
  | { type: 'setTargetDomain'; targetDomain: string }
  | { type: 'projectLoaded'; webflowToken?: string; targetDomain?: string }
  | { type: 'exportStarted' }
  | { type: 'exportSucceeded'; clipboardText: string | null; fontFace: string; showCopyButton: boolean; downloaded?: { fileName: string; hint: string }; notice?: string | null }
  | { type: 'exportFailed'; message: string; upgrade: boolean };

export { DEFAULT_BUILDER };

const asText = (breakpoints: Record<string, number>) => Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, String(v)]));

export function initialExportPanelState(builder: Builder = DEFAULT_BUILDER): ExportPanelState {
  return {
    exportType: 'selector',
    cssSelector: '',
    builder,
    breakpoints: asText(defaultBreakpointsFor(builder)),
    copyFontface: 'export',
    reduceDomSize: false,
    reduceDomLevel: 'standard',
    mergeElements: true,
    gutenbergStylesheet: false,
    webflowUploadAssets: false,
    webflowToken: '',
    savedWebflowToken: '',
    targetDomain: '',
    status: 'idle',
    error: null,
    upgradeRequired: false,
    showCopyButton: false,
    showFontFaceButton: false,
    clipboardText: null,
    fontFace: '',
    downloaded: null,
    notice: null,
  };
}

/** Changing export type, builder or selector hides both copy buttons. */
const hideCopyButtons = { showCopyButton: false, showFontFaceButton: false, downloaded: null } as const;

export function exportPanelReducer(state: ExportPanelState, action: ExportPanelAction): ExportPanelState {
  switch (action.type) {
    case 'setExportType':
      return action.exportType === state.exportType ? state : { ...state, exportType: action.exportType, ...hideCopyButtons };
    case 'setSelector':
      return action.selector === state.cssSelector ? state : { ...state, cssSelector: action.selector, ...hideCopyButtons };
    case 'pickSelector':
      return { ...state, exportType: 'selector', cssSelector: action.selector, ...(action.selector !== state.cssSelector || state.exportType !== 'selector' ? hideCopyButtons : {}) };
    case 'setBuilder':
      if (action.builder === state.builder) return state;
      // A new builder: Reduce DOM Size off, its own breakpoint set (and its own doc links).
      // The last export's error (a 409 for a paid builder) was about the other builder: cleared.
      return { ...state, builder: action.builder, reduceDomSize: false, breakpoints: asText(defaultBreakpointsFor(action.builder)), ...hideCopyButtons, error: null, status: state.status === 'error' ? 'idle' : state.status };
    case 'setBreakpoint': {
      const breakpoints = { ...state.breakpoints, [action.key]: action.value };
      if (action.key === builderProfile(state.builder).tabletPortraitKey && 'desktop' in breakpoints) {
        const n = Number(action.value);
        if (action.value.trim() !== '' && Number.isInteger(n) && n > 0) breakpoints.desktop = String(n + 1);
      }
      return { ...state, breakpoints };
    }
    case 'setCopyFontface':
      return action.copyFontface === state.copyFontface ? state : { ...state, copyFontface: action.copyFontface, showFontFaceButton: false };
    case 'setReduceDomSize':
      return { ...state, reduceDomSize: action.enabled };
    case 'setReduceDomLevel':
      return { ...state, reduceDomLevel: action.level };
    case 'setMergeElements':
      return { ...state, mergeElements: action.enabled };
    case 'setGutenbergStylesheet':
      return { ...state, gutenbergStylesheet: action.enabled };
    case 'setWebflowUploadAssets':
      return { ...state, webflowUploadAssets: action.enabled };
    case 'setWebflowToken':
      return { ...state, webflowToken: action.token };
    case 'setTargetDomain':
      return { ...state, targetDomain: action.targetDomain };
    case 'projectLoaded':
      // The saved target domain fills the field unless the user typed one. The saved token comes
      // back masked: it is only shown as a hint (the server uses it when none is sent), never put
      // in the field, or the mask would be saved over the real token on the next export.
      return {
        ...state,
        savedWebflowToken: action.webflowToken ?? '',
        targetDomain: state.targetDomain || action.targetDomain || '',
      };
    case 'exportStarted':
      return { ...state, status: 'loading', error: null, notice: null, ...hideCopyButtons };
    case 'exportSucceeded':
      return {
        ...state,
        status: 'success',
        error: null,
        clipboardText: action.clipboardText,
        fontFace: action.fontFace,
        showCopyButton: action.showCopyButton,
        showFontFaceButton: state.copyFontface === 'copy',
        downloaded: action.downloaded ?? null,
        notice: action.notice ?? null,
      };
    case 'exportFailed':
      return { ...state, status: 'error', error: action.message, upgradeRequired: state.upgradeRequired || action.upgrade, ...hideCopyButtons };
  }
}

/** Upgrade state: on from the start on the free licence, or after a 409. */
export const inUpgradeState = (state: Pick<ExportPanelState, 'upgradeRequired'>, freeLicense: boolean) => freeLicense || state.upgradeRequired;
