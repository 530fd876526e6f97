import { Api, type ProjectSummary } from './lib/api.ts';
import { ExtensionError, toWire, type FailureCode } from './lib/errors.ts';
import { findMatchingProjects } from './lib/match-projects.ts';
import { clearSession, loadSession, saveSession, type Session } from './lib/session.ts';
import { loadSettings, type Settings } from './lib/settings.ts';
import { readWebAppToken } from './lib/web-app-session.ts';
import { ADD_PAGE_PORT, jobKey, type JobState, type WorkerToPopup } from './messages.ts';

const $ = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`popup.html lacks #${id}`);
  return element as T;
};

let settings: Settings;
let target: chrome.tabs.Tab;

/**
 * The tab to add. From the toolbar it is the active tab; `?tabId=` names one explicitly, which is
 * how tests (and a popup opened in its own tab) drive it.
 */
async function targetTab(): Promise<chrome.tabs.Tab> {
  const explicit = Number(new URLSearchParams(location.search).get('tabId'));
  if (Number.isInteger(explicit) && explicit > 0) return chrome.tabs.get(explicit);
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (!tab) throw new ExtensionError('capture-failed', 'No tab to add.');
  return tab;
}

function show(section: 'loading' | 'signed-out' | 'signed-in'): void {
  for (const id of ['loading', 'signed-out', 'signed-in']) $(id).hidden = id !== section;
}

function showMessage(
  text: string,
  options: { code?: FailureCode | 'info'; kind?: 'error' | 'info'; action?: { label: string; href: string } } = {},
): void {
  const box = $('message');
  box.textContent = text;
  box.className = options.kind === 'info' ? 'info' : '';
  box.dataset.code = options.code ?? '';
  box.hidden = !text;
  // The next step, when there is one to take in the web app.
  const action = $<HTMLAnchorElement>('action');
  action.textContent = options.action?.label ?? '';
  if (options.action) action.href = options.action.href;
  else action.removeAttribute('href');
  $('action-box').hidden = !options.action;
}

function showError(error: unknown): void {
  const wire = toWire(error);
  showMessage(wire.message, { code: wire.code });
}

function showSignedIn(session: Session): void {
  $('who').textContent = session.user.email;
  $('who').hidden = false;
  $('sign-out').hidden = false;
}

function showSignedOut(message?: string, code: FailureCode = 'signed-out'): void {
  $('who').hidden = true;
  $('sign-out').hidden = true;
  show('signed-out');
  showMessage(message ?? 'You are not signed in. Sign in to PageLift to add this page to a project.', { code, kind: 'info' });
}

async function start(): Promise<void> {
  settings = await loadSettings();
  target = await targetTab();
  const session = await loadSession();
  // A token only means something to the server that issued it.
  if (!session || session.apiBase !== settings.apiBase) return showSignedOut();
  showSignedIn(session);
  await showProjects(session);
}

async function showProjects(session: Session): Promise<void> {
  const url = target.url ?? '';
  $('tab-host').textContent = url ? safeHost(url) : '(unknown)';
  if (!/^https?:\/\//i.test(url)) {
    show('signed-in');
    return showMessage('PageLift can only add web pages (http or https). Open the page you want to copy and try again.', {
      code: 'restricted-page',
    });
  }
  let projects: ProjectSummary[];
  let projectsRemaining: number | undefined;
  try {
    ({ projects, projectsRemaining } = await new Api(settings.apiBase, session.token).listProjects());
  } catch (error) {
    if (error instanceof ExtensionError && error.code === 'signed-out') {
      await clearSession();
      return showSignedOut('Your PageLift session has ended. Sign in again to add this page.');
    }
    show('signed-in');
    return showError(error);
  }
  show('signed-in');
  const matching = findMatchingProjects(projects, url);
  if (matching.length === 0) {
    // A project is a site: with none left on the licence, creating one for this host is not an option.
    if (projectsRemaining === 0) {
      showMessage(
        `None of your projects is for ${safeHost(url)}, and your licence's site limit is reached, so no new project can be created for it. Upgrade your licence in PageLift, or open a page of a site you already have a project for.`,
        { code: 'site-limit', action: { label: 'Upgrade your licence', href: await upgradeUrl() } },
      );
      return;
    }
    showMessage(
      `None of your projects is for ${safeHost(url)}. Create a project in PageLift with the source domain ${new URL(url).hostname}, then open this popup again.`,
      { code: 'no-project', action: { label: 'Create a project in PageLift', href: `${settings.webAppUrl}/projects/` } },
    );
    return;
  }
  const select = $<HTMLSelectElement>('project');
  select.replaceChildren(...matching.map((p) => new Option(`${p.name} (${p.url})`, p._id)));
  const { lastProjectId } = await chrome.storage.local.get('lastProjectId');
  if (matching.some((p) => p._id === lastProjectId)) select.value = String(lastProjectId);
  $<HTMLInputElement>('page-name').value = target.title ?? '';
  $('chooser').hidden = false;
  showMessage('');
  await showLastJob();
}

/** A run started earlier (popup closed meanwhile) is shown where it stands, and followed to its end. */
async function showLastJob(): Promise<void> {
  if (target.id === undefined) return;
  const key = jobKey(target.id);
  const show = (state: JobState | undefined): boolean => {
    if (!state || state.url !== target.url) return false;
    if (state.status === 'running') {
      renderProgress(state.progress.fraction, state.progress.label);
      $<HTMLButtonElement>('add-page').disabled = true;
      return true;
    }
    if (state.status === 'done') finish({ type: 'done', result: state.result });
    else if (state.error.code !== 'signed-out') finish({ type: 'failed', error: state.error });
    return false;
  };
  // Listen before reading, so a run that ends in between is not missed.
  const listener = (changes: Record<string, chrome.storage.StorageChange>): void => {
    if (!(key in changes)) return;
    if (!show(changes[key].newValue as JobState | undefined)) chrome.storage.session.onChanged.removeListener(listener);
  };
  chrome.storage.session.onChanged.addListener(listener);
  const stillRunning = show((await chrome.storage.session.get(key))[key] as JobState | undefined);
  if (!stillRunning) chrome.storage.session.onChanged.removeListener(listener);
}

function renderProgress(fraction: number, label: string): void {
  $('progress-box').hidden = false;
  $<HTMLProgressElement>('progress').value = fraction;
  $('progress-label').textContent = label;
}

function finish(message: Extract<WorkerToPopup, { type: 'done' | 'failed' }>): void {
  $<HTMLButtonElement>('add-page').disabled = false;
  if (message.type === 'failed') {
    $('progress-box').hidden = true;
    if (message.error.code === 'signed-out') {
      void clearSession();
      return showSignedOut(message.error.message);
    }
    return showMessage(message.error.message, { code: message.error.code });
  }
  const { result } = message;
  renderProgress(1, 'Done.');
  showMessage('');
  const link = $<HTMLAnchorElement>('open-page');
  link.href = `${settings.webAppUrl}/projects/${encodeURIComponent(result.projectId)}/${encodeURIComponent(result.page._id)}`;
  const notes = [
    ...result.warnings,
    ...result.notCaptured,
    ...result.skipped.slice(0, 20).map((s) => `Not copied (${s.reason}): ${s.url}`),
  ];
  if (result.skipped.length > 20) notes.push(`…and ${result.skipped.length - 20} more files not copied.`);
  $('notes').replaceChildren(...notes.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
  $('result').hidden = false;
  $('result').dataset.pageId = result.page._id;
}

function addPage(): void {
  const projectId = $<HTMLSelectElement>('project').value;
  if (!projectId || target.id === undefined) return;
  void chrome.storage.local.set({ lastProjectId: projectId });
  $<HTMLButtonElement>('add-page').disabled = true;
  $('result').hidden = true;
  showMessage('');
  renderProgress(0, 'Starting…');
  const port = chrome.runtime.connect({ name: ADD_PAGE_PORT });
  port.onMessage.addListener((message: WorkerToPopup) => {
    if (message.type === 'progress') renderProgress(message.progress.fraction, message.progress.label);
    else {
      finish(message);
      port.disconnect();
    }
  });
  port.postMessage({
    type: 'start',
    request: { tabId: target.id, projectId, name: $<HTMLInputElement>('page-name').value },
  });
}

async function signIn(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const button = $<HTMLButtonElement>('signin-button');
  button.disabled = true;
  showMessage('Signing in…', { kind: 'info', code: 'info' });
  try {
    const { token, user } = await new Api(settings.apiBase).login($<HTMLInputElement>('email').value, $<HTMLInputElement>('password').value);
    await acceptToken(token, user);
  } catch (error) {
    showError(error);
  } finally {
    button.disabled = false;
  }
}

async function signInWithWebApp(): Promise<void> {
  showMessage('Looking for your PageLift web app sign-in…', { kind: 'info', code: 'info' });
  try {
    const token = await readWebAppToken(settings.webAppUrl);
    const user = await new Api(settings.apiBase, token).me().catch((error: unknown) => {
      if (error instanceof ExtensionError && error.code === 'signed-out') {
        throw new ExtensionError('signed-out', 'The web app\'s sign-in has expired, or it belongs to another PageLift server. Sign in again.');
      }
      throw error;
    });
    await acceptToken(token, user);
  } catch (error) {
    showError(error);
  }
}

async function acceptToken(token: string, user: Session['user']): Promise<void> {
  if (user.status && user.status !== 'active') {
    throw new ExtensionError(
      'signed-out',
      'Your account is not activated yet. Enter the code we emailed you in the PageLift web app, then sign in here.',
    );
  }
  const session: Session = { token, user: { _id: user._id, email: user.email, first_name: user.first_name, last_name: user.last_name }, apiBase: settings.apiBase };
  await saveSession(session);
  showSignedIn(session);
  showMessage('');
  await showProjects(session);
}

async function signOut(): Promise<void> {
  await clearSession();
  $('chooser').hidden = true;
  $('result').hidden = true;
  showSignedOut('Signed out.');
}

/** The server's upgrade page (GET /v1/config), or the web app's profile with its License tab. */
async function upgradeUrl(): Promise<string> {
  try {
    const response = await fetch(`${settings.apiBase}/v1/config`, { signal: AbortSignal.timeout(5000) });
    const config = (await response.json()) as { upgradeUrl?: unknown };
    if (typeof config.upgradeUrl === 'string' && /^https?:\/\//.test(config.upgradeUrl)) return config.upgradeUrl;
  } catch {
    // fall through to the web app
  }
  return `${settings.webAppUrl}/profile`;
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

$('signin-form').addEventListener('submit', (event) => void signIn(event as SubmitEvent));
$('webapp-signin').addEventListener('click', () => void signInWithWebApp());
$('add-page').addEventListener('click', addPage);
$('sign-out').addEventListener('click', () => void signOut());
start().catch((error: unknown) => {
  show('signed-in');
  showError(error);
});
