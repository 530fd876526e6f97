import { ExtensionError } from './errors.ts';

/**
 * The web app keeps its bearer token in localStorage under `token` (spec section 6). If the user is
 * signed in there, borrow it instead of asking for the password again: read it from an open tab of
 * the configured web app origin. No cookies permission and no content script on every page are
 * needed, only the host permission the extension already has.
 */
export async function readWebAppToken(webAppUrl: string): Promise<string> {
  const origin = new URL(webAppUrl).origin;
  const tabs = await chrome.tabs.query({ url: `${origin}/*` });
  for (const tab of tabs) {
    if (tab.id === undefined || tab.discarded) continue;
    try {
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab.id },
        func: () => window.localStorage.getItem('token'),
      });
      const token = injection?.result;
      if (typeof token === 'string' && token.trim()) return token.trim().replace(/^"|"$/g, '');
    } catch {
      // a tab still loading or showing an error page: try the next one
    }
  }
  throw new ExtensionError(
    'signed-out',
    tabs.length
      ? `You are not signed in to the PageLift web app at ${origin}. Sign in there, or sign in here with your email.`
      : `No PageLift web app tab is open at ${origin}. Open it and sign in, or sign in here with your email.`,
  );
}
