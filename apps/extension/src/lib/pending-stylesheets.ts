import { resolvePendingStylesheets as resolveWith, type PendingStylesheet, type ResolvedStylesheets } from '@pagelift/capture/inpage';

export type { PendingStylesheet };

/**
 * Stylesheets the page itself could not read (cross-origin without CORS) come back from the
 * capture script as placeholders. The extension's fetch is not bound by CORS, so it fetches them
 * (with the page's cookies, from the cache when it can) and the capture package's own code puts
 * them in place (imports inlined, url()s absolute). Their url()s join the asset list.
 */
export async function resolvePendingStylesheets(html: string, pending: readonly PendingStylesheet[], fetchImpl: typeof fetch = fetch): Promise<ResolvedStylesheets> {
  const fetchText = async (url: string): Promise<string | null> => {
    try {
      const response = await fetchImpl(url, { credentials: 'include', cache: 'force-cache', signal: AbortSignal.timeout(30_000) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  return resolveWith(html, pending, fetchText);
}
