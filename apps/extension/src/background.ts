import { addPage } from './lib/add-page.ts';
import { toWire } from './lib/errors.ts';
import { ADD_PAGE_PORT, jobKey, type JobState, type PopupToWorker, type WorkerToPopup } from './messages.ts';

/**
 * The service worker runs Add Page so the upload survives the popup closing (it closes as soon as
 * the user clicks elsewhere). Progress goes to the popup while it is open and to session storage
 * for when it is reopened.
 */
const running = new Set<number>();

chrome.runtime.onConnect.addListener((port) => {
  if (port.name !== ADD_PAGE_PORT) return;
  let connected = true;
  port.onDisconnect.addListener(() => {
    connected = false;
  });
  const send = (message: WorkerToPopup): void => {
    if (!connected) return;
    try {
      port.postMessage(message);
    } catch {
      connected = false; // the popup closed between the check and the post
    }
  };

  port.onMessage.addListener(async (message: PopupToWorker) => {
    if (message?.type !== 'start') return;
    const { request } = message;
    if (running.has(request.tabId)) {
      send({ type: 'failed', error: { code: 'capture-failed', message: 'This page is already being added. Wait for it to finish.' } });
      return;
    }
    running.add(request.tabId);
    const startedAt = Date.now();
    const url = (await chrome.tabs.get(request.tabId).catch(() => null))?.url ?? '';
    const save = (state: JobState): Promise<void> => chrome.storage.session.set({ [jobKey(request.tabId)]: state });
    const stopKeepAlive = keepAlive();
    try {
      const result = await addPage(request, (progress) => {
        send({ type: 'progress', progress });
        void save({ tabId: request.tabId, startedAt, url, status: 'running', progress });
      });
      await save({ tabId: request.tabId, startedAt, url, status: 'done', result });
      send({ type: 'done', result });
    } catch (error) {
      const wire = toWire(error);
      await save({ tabId: request.tabId, startedAt, url, status: 'failed', error: wire });
      send({ type: 'failed', error: wire });
    } finally {
      stopKeepAlive();
      running.delete(request.tabId);
    }
  });
});

/**
 * Chrome stops an idle MV3 worker after 30 s; a long asset download or upload makes no extension
 * API calls, so touch one periodically while a job runs.
 */
function keepAlive(): () => void {
  const timer = setInterval(() => void chrome.runtime.getPlatformInfo(), 20_000);
  return () => clearInterval(timer);
}

chrome.tabs.onRemoved.addListener((tabId) => void chrome.storage.session.remove(jobKey(tabId)));
