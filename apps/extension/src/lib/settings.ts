/**
 * Where the extension talks to. Both addresses are user settings (options page) because the
 * same build serves a developer's localhost, a self-hosted install and the hosted product.
 */
export interface Settings {
  /** Origin of the API; calls go to `${apiBase}/v1/...`. */
  apiBase: string;
  /** Origin of the web app: its tabs may lend their sign-in token, and results link there. */
  webAppUrl: string;
}

export const DEFAULT_SETTINGS: Settings = {
  apiBase: 'http://localhost:8080',
  webAppUrl: 'http://localhost:8080',
};

/** Accepts what people paste ("localhost:8080/", "https://x.io/app") and keeps scheme://host[:port][/path] without a trailing slash. */
export function normalizeBaseUrl(input: string): string {
  let text = input.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `http://${text}`;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Use an http:// or https:// address');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export async function loadSettings(): Promise<Settings> {
  const stored = await chrome.storage.local.get(['apiBase', 'webAppUrl']);
  return {
    apiBase: typeof stored.apiBase === 'string' && stored.apiBase ? stored.apiBase : DEFAULT_SETTINGS.apiBase,
    webAppUrl: typeof stored.webAppUrl === 'string' && stored.webAppUrl ? stored.webAppUrl : DEFAULT_SETTINGS.webAppUrl,
  };
}

export async function saveSettings(settings: Partial<Settings>): Promise<Settings> {
  const next: Partial<Settings> = {};
  if (settings.apiBase !== undefined) next.apiBase = normalizeBaseUrl(settings.apiBase);
  if (settings.webAppUrl !== undefined) next.webAppUrl = normalizeBaseUrl(settings.webAppUrl);
  await chrome.storage.local.set(next);
  return loadSettings();
}
