import type { AddPageProgress, AddPageRequest, AddPageResult } from './lib/add-page.ts';
import type { FailureCode } from './lib/errors.ts';

/** The popup and the service worker talk over one port per Add Page run. */
export const ADD_PAGE_PORT = 'add-page';

export type PopupToWorker = { type: 'start'; request: AddPageRequest };

export type WorkerToPopup =
  | { type: 'progress'; progress: AddPageProgress }
  | { type: 'done'; result: AddPageResult }
  | { type: 'failed'; error: { code: FailureCode; message: string; status?: number } };

/** Last run per tab, kept in chrome.storage.session so a reopened popup can show how it went. */
export type JobState = { tabId: number; startedAt: number; /** The page the run was for: a tab that moved on shows nothing. */ url: string } & (
  | { status: 'running'; progress: AddPageProgress }
  | { status: 'done'; result: AddPageResult }
  | { status: 'failed'; error: { code: FailureCode; message: string } }
);

export const jobKey = (tabId: number): string => `job:${tabId}`;
