import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { builderProfile } from '@pagelift/contract';
import { api } from '../../../api/client.ts';
import { copyAsMimeType, copyText, downloadJson } from './browserDelivery.ts';
import { runExport as runExportOnce, type ExportPorts } from './runExport.ts';
import { COPIED_LABEL_MS } from './ExportFooter.tsx';
import type { ExportPanelAction, ExportPanelState } from './exportPanelState.ts';

const ports: ExportPorts = {
  saveWebflowToken: api.saveWebflowToken,
  exportPage: api.exportPage,
  copy: copyText,
  download: downloadJson,
  warn: (message, error) => console.warn(message, error),
};

/**
 * Export, Copy to clipboard and Copy CSS @font-face (spec section 4, "Export flow"): saves a
 * non-empty Webflow token (failure only logged), posts the export, then copies the data, leaves
 * it to the copy button (Webflow) or downloads it as a JSON file.
 */
export function useExportAction(projectId: string, pageId: string, pageName: string, state: ExportPanelState, dispatch: Dispatch<ExportPanelAction>) {
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(state);
  latest.current = state;

  const flashCopied = useCallback(() => {
    clearTimeout(copiedTimer.current);
    setCopied(true);
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  }, []);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const runExport = useCallback(async () => {
    const current = latest.current;
    if (current.status === 'loading') return;
    dispatch({ type: 'exportStarted' });
    setCopied(false);
    const outcome = await runExportOnce({ projectId, pageId, pageName }, current, ports);
    if (!outcome.ok) {
      dispatch({ type: 'exportFailed', message: outcome.message, upgrade: outcome.upgrade });
      return;
    }
    dispatch({ type: 'exportSucceeded', clipboardText: outcome.clipboardText, fontFace: outcome.fontFace, showCopyButton: outcome.showCopyButton, downloaded: outcome.downloaded, notice: outcome.notice });
    if (outcome.copied) flashCopied();
  }, [dispatch, flashCopied, pageId, pageName, projectId]);

  const copyResult = useCallback(async () => {
    const text = latest.current.clipboardText;
    if (text === null) return;
    // Webflow pastes application/json only: written from a copy event, still inside the click.
    if (builderProfile(latest.current.builder).delivery.clipboard === 'copyEvent') {
      if (!copyAsMimeType(text, 'application/json')) console.warn('The browser refused the copy');
    } else await copyText(text);
    flashCopied();
  }, [flashCopied]);

  const copyFontFace = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(latest.current.fontFace);
    } catch (error) {
      console.warn('Could not copy the @font-face CSS', error);
    }
  }, []);

  return { copied, runExport, copyResult, copyFontFace };
}
