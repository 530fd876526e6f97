import { useCallback, useEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box } from '@mui/material';
import { api, ApiError } from '../../api/client.ts';
import { useConfig } from '../../app/ConfigProvider.tsx';
import { useDebouncedCallback } from '../../lib/debounce.ts';
import { useAppState } from '../../state/AppStateProvider.tsx';
import { isSeparateOrigin, snapshotFrameUrl, snapshotOrigin } from './frameUrl.ts';
import { framePointToPage, popupOrigin } from './popupPlacement.ts';
import { PageNotFound } from './PageNotFound.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { SELECTOR_ITEM_ATTRIBUTE, SelectorPopup, closedPopup, type SelectorPopupState } from './SelectorPopup.tsx';
import { selectorHint } from './selectorHint.ts';
import { useFrameLoaded } from './useFrameLoaded.ts';
import { usePickerChannel, type MatchResult, type PickerClick } from './usePickerChannel.ts';
import { ExportFooter } from './export/ExportFooter.tsx';
import { ExportPanel } from './export/ExportPanel.tsx';
import { exportPanelReducer, initialExportPanelState, inUpgradeState } from './export/exportPanelState.ts';
import { useExportAction } from './export/useExportAction.ts';

/** 404 (deleted or someone else's) and 400 (not an id) mean the page is not there for this user. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A missing page will not appear on a retry; anything else gets react-query's usual retries. */
function retryUnlessMissing(failures: number, error: unknown): boolean {
  return !isMissing(error) && failures < 3;
}

/** Hover debounce (spec section 9). */
export const HOVER_DEBOUNCE_MS = 200;

/** /projects/:projectId/:pageId/:timelineId?: the captured page in a frame beside the export panel. */
export function EditorPage() {
  const { projectId = '', pageId = '' } = useParams();
  const { iframeApiUrl } = useConfig();
  const { license } = useAppState();
  const freeLicense = license?.licenseId === 'free';

  // Page and project fetch failures are only logged (error catalogue), except "not found": a
  // deleted page or a wrong link gets its own state instead of an endless loading overlay.
  const page = useQuery({ queryKey: ['page', pageId], queryFn: () => api.getPage(pageId), retry: retryUnlessMissing });
  const project = useQuery({ queryKey: ['project', projectId], queryFn: () => api.getProject(projectId), retry: retryUnlessMissing });
  const projectMissing = isMissing(project.error);
  const missing = projectMissing || isMissing(page.error) || (page.data !== undefined && page.data.page.projectId !== projectId);
  useEffect(() => {
    if (page.error) console.warn('Could not load the page', page.error);
    if (project.error) console.warn('Could not load the project', project.error);
  }, [page.error, project.error]);

  const [state, dispatch] = useReducer(exportPanelReducer, undefined, () => initialExportPanelState());
  const settings = project.data?.project.settings;
  useEffect(() => {
    if (settings) dispatch({ type: 'projectLoaded', webflowToken: settings.webflowAPIToken, targetDomain: settings.targetDomain });
  }, [settings]);

  // The frame: only on the snapshot host, which must be another origin than the app.
  const origin = snapshotOrigin(iframeApiUrl);
  const safeOrigin = isSeparateOrigin(origin, window.location.origin);
  const pageData = page.data?.page;
  const src = pageData && safeOrigin ? snapshotFrameUrl(iframeApiUrl, pageData) : null;
  const frame = useRef<HTMLIFrameElement | null>(null);
  const { loaded, onLoad } = useFrameLoaded(src);

  const [popup, setPopup] = useState<SelectorPopupState>(closedPopup);
  const onFrameClick = useCallback((click: PickerClick) => {
    const element = frame.current;
    if (!element || click.selectors.length === 0) return;
    const rect = element.getBoundingClientRect();
    const at = framePointToPage(click, rect, { left: element.clientLeft, top: element.clientTop });
    setPopup({ open: true, x: at.x, y: at.y, origin: popupOrigin(at, { width: window.innerWidth, height: window.innerHeight }), selectors: click.selectors, parentSelectors: click.parentSelectors });
  }, []);
  const picker = usePickerChannel(frame, safeOrigin ? origin : null, onFrameClick);

  // Hovering (debounced): a popup item outlines its selector, anything else the typed one.
  const hover = useDebouncedCallback((selector: string) => picker.highlight(selector), HOVER_DEBOUNCE_MS);
  const typedSelector = state.exportType === 'selector' ? state.cssSelector.trim() : '';
  const onMouseOver = (event: MouseEvent<HTMLElement>) => {
    const item = (event.target as Element).closest?.(`[${SELECTOR_ITEM_ATTRIBUTE}]`);
    hover(item?.getAttribute(SELECTOR_ITEM_ATTRIBUTE) ?? typedSelector);
  };
  const { highlight, match: matchInFrame, ready: pickerReady } = picker;
  useEffect(() => {
    if (state.exportType !== 'selector') {
      hover.cancel();
      highlight('');
    }
  }, [state.exportType, highlight, hover]);

  // What the frame says about the typed selector; the server stays the judge on export.
  const [match, setMatch] = useState<{ selector: string; result: MatchResult | null } | null>(null);
  const checkSelector = useDebouncedCallback((selector: string) => {
    highlight(selector);
    if (selector) void matchInFrame(selector).then((result) => setMatch({ selector, result }));
  }, HOVER_DEBOUNCE_MS);
  useEffect(() => {
    if (pickerReady) checkSelector(typedSelector);
  }, [typedSelector, pickerReady, checkSelector]);
  const hint = match && match.selector === typedSelector ? selectorHint(typedSelector, match.result) : undefined;

  const pageName = pageData?.name ?? '';
  const { copied, runExport, copyResult, copyFontFace } = useExportAction(projectId, pageId, pageName, state, dispatch);
  const upgrade = inUpgradeState(state, freeLicense);

  return (
    <Box onMouseOver={onMouseOver} sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 420px' }, minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="main" aria-label="Page preview" sx={{ height: { xs: '60vh', md: '100vh' }, position: { md: 'sticky' }, top: 0, minWidth: 0 }}>
        {missing ? (
          <PageNotFound projectId={projectId} projectExists={!projectMissing} />
        ) : !safeOrigin ? (
          <Alert severity="error" sx={{ m: 2 }}>
            The page cannot be shown: the snapshot host must be on another origin than the app.
          </Alert>
        ) : (
          <PreviewFrame src={src} title={pageName ? `Captured page: ${pageName}` : 'Captured page'} loaded={loaded} onLoad={onLoad} frameRef={frame} />
        )}
      </Box>
      <ExportPanel
        projectId={projectId}
        pageName={pageName}
        state={state}
        dispatch={dispatch}
        freeLicense={freeLicense}
        selectorHint={hint}
        footer={<ExportFooter state={state} freeLicense={freeLicense} upgrade={upgrade} copied={copied} unavailable={missing} onExport={runExport} onCopy={copyResult} onCopyFontFace={copyFontFace} />}
      />
      <SelectorPopup
        state={popup}
        onClose={() => setPopup((p) => ({ ...p, open: false }))}
        onPick={(selector) => {
          dispatch({ type: 'pickSelector', selector });
          setPopup((p) => ({ ...p, open: false }));
          hover.cancel();
          highlight(selector);
        }}
      />
    </Box>
  );
}
