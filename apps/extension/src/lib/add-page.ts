import { replaceAssetUrls } from '@pagelift/capture/inpage';
import { UPLOAD_LIMITS } from '@pagelift/contract';
import { Api, type UploadedPage } from './api.ts';
import { captureTab, type TabSnapshot } from './capture-tab.ts';
import { collectAssets, type SkippedAsset } from './collect-assets.ts';
import { ExtensionError, megabytes } from './errors.ts';
import { findMatchingProjects } from './match-projects.ts';
import { clearSession, loadSession } from './session.ts';
import { loadSettings } from './settings.ts';
import { restoreScroll, scrollToTop } from './scroll-position.ts';
import { takeThumbnail } from './thumbnail.ts';
import { uploadPage } from './upload-page.ts';

/** What the capture package puts where a file could not be copied. */
const UNAVAILABLE_URL = 'data:,';

export interface AddPageRequest {
  tabId: number;
  projectId: string;
  /** Page name; the tab title when empty. */
  name?: string;
}

export type AddPageStep = 'checking' | 'capturing' | 'thumbnail' | 'assets' | 'uploading' | 'done';

export interface AddPageProgress {
  step: AddPageStep;
  label: string;
  /** 0..1 for the progress bar. */
  fraction: number;
}

export interface AddPageResult {
  page: UploadedPage;
  projectId: string;
  /** Files left out, and why: the page still works, those URLs stay pointed at the live site. */
  skipped: SkippedAsset[];
  /** What the capture script could not take (cross-origin frames, tainted canvases, ...). */
  notCaptured: string[];
  /** Non-fatal problems worth showing (e.g. no thumbnail). */
  warnings: string[];
}

/**
 * The Add Page button: check who and where, capture the tab, photograph it, fetch its files and
 * upload the lot. Runs in the service worker so closing the popup does not cancel it.
 */
export async function addPage(request: AddPageRequest, onProgress: (p: AddPageProgress) => void = () => {}): Promise<AddPageResult> {
  const warnings: string[] = [];
  onProgress({ step: 'checking', label: 'Checking your project…', fraction: 0.02 });

  const session = await loadSession();
  const settings = await loadSettings();
  if (!session) throw new ExtensionError('signed-out', 'You are not signed in. Sign in to PageLift to add pages.');
  const api = new Api(settings.apiBase, session.token);

  const tab = await chrome.tabs.get(request.tabId).catch(() => {
    throw new ExtensionError('capture-failed', 'The tab was closed before the page could be added.');
  });
  const sourceUrl = tab.url ?? '';
  const { projects } = await guardSignedOut(api.listProjects());
  const project = findMatchingProjects(projects, sourceUrl).find((p) => p._id === request.projectId);
  if (!project) {
    throw new ExtensionError('no-project', `That project is not for ${hostOf(sourceUrl)}. Choose a project whose source domain is this site.`);
  }

  onProgress({ step: 'capturing', label: 'Capturing the page…', fraction: 0.08 });
  let snapshot: TabSnapshot;
  let thumbnail: Blob | null = null;
  let htmlBytes = 0;
  const scrolled = await scrollToTop(request.tabId).catch(() => null);
  try {
    snapshot = await captureTab(request.tabId);
    htmlBytes = new Blob([snapshot.html]).size;
    if (htmlBytes > UPLOAD_LIMITS.htmlBytes) {
      throw new ExtensionError(
        'too-large',
        `This page is too large to add: its HTML is ${megabytes(htmlBytes)} and the limit is ${megabytes(UPLOAD_LIMITS.htmlBytes)}.`,
      );
    }
    onProgress({ step: 'thumbnail', label: 'Taking the thumbnail…', fraction: 0.25 });
    try {
      thumbnail = await takeThumbnail(request.tabId);
    } catch (error) {
      warnings.push(`No thumbnail: ${error instanceof Error ? error.message : String(error)}`);
    }
  } finally {
    await restoreScroll(request.tabId, scrolled);
  }

  const assets = await collectAssets(snapshot.assets, {
    reservedBytes: htmlBytes + (thumbnail?.size ?? 0),
    madeAssets: snapshot.madeAssets,
    onProgress: (done, total) =>
      onProgress({
        step: 'assets',
        label: total ? `Downloading files ${done}/${total}…` : 'No files to download',
        fraction: 0.3 + 0.5 * (total ? done / total : 1),
      }),
  });

  // Files that could not be copied point nowhere rather than at the live site, as in the capture
  // CLI: the editor must not fetch from the copied site (it would be slow, flaky and a tracker).
  const html = replaceAssetUrls(snapshot.html, new Map(assets.skipped.filter((s) => /^https?:/i.test(s.url)).map((s) => [s.url, UNAVAILABLE_URL])));

  onProgress({ step: 'uploading', label: 'Uploading to PageLift…', fraction: 0.85 });
  const page = await guardSignedOut(
    uploadPage(api, {
      projectId: project._id,
      name: request.name?.trim() || snapshot.meta?.title?.trim() || tab.title?.trim() || sourceUrl,
      sourceUrl: snapshot.meta?.sourceUrl || sourceUrl,
      meta: snapshot.meta,
      html,
      thumbnail,
      assets: assets.assets,
    }),
  );
  onProgress({ step: 'done', label: 'Page added.', fraction: 1 });
  return { page, projectId: project._id, skipped: assets.skipped, notCaptured: snapshot.meta?.notCaptured ?? [], warnings };
}

/** A 401 means the stored token is dead: forget it so the popup shows the sign-in form. */
async function guardSignedOut<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ExtensionError && error.code === 'signed-out') await clearSession();
    throw error;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url || 'this page';
  }
}
