import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { api } from '../../../api/client.ts';
import { copyText, downloadJson } from './browserDelivery.ts';
import { chooseDelivery, exportRequest } from './delivery.ts';
import { exportFailure } from './exportFailure.ts';
import { COPIED_LABEL_MS } from './ExportFooter.tsx';
import type { ExportPanelAction, ExportPanelState } from './exportPanelState.ts';

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
    const token = current.webflowToken.trim();
    if (token) api.saveWebflowToken(projectId, token).catch((error: unknown) => console.warn('Could not save the Webflow token', error));
    try {
      const result = await api.exportPage(exportRequest(pageId, current));
      const delivery = chooseDelivery(current.builder, result.template, pageName);
      const fontFace = typeof result.fontFace === 'string' ? result.fontFace : '';
      if (delivery.kind === 'file') {
        downloadJson(delivery.fileName, delivery.text);
        dispatch({ type: 'exportSucceeded', clipboardText: null, fontFace, showCopyButton: false });
        return;
      }
      dispatch({ type: 'exportSucceeded', clipboardText: delivery.text, fontFace, showCopyButton: true });
      if (delivery.kind === 'clipboard') {
        await copyText(delivery.text);
        flashCopied();
      }
    } catch (error) {
      if (!(error instanceof Error && 'status' in error)) console.warn('Export failed', error);
      dispatch({ type: 'exportFailed', ...exportFailure(error) });
    }
  }, [dispatch, flashCopied, pageId, pageName, projectId]);

  const copyResult = useCallback(async () => {
    const text = latest.current.clipboardText;
    if (text === null) return;
    await copyText(text);
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
