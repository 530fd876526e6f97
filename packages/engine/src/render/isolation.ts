import type { Page, Route } from 'playwright-core';
import { RESOURCE_BYTES_HEADER } from '@pagelift/contract';

/**
 * The export browser treats every snapshot as hostile (issue 14, finding 2).
 *
 * - The document is served on an origin of its own that resolves nowhere (never the API's), with
 *   a CSP under which no page script runs. The engine's own scripts arrive through CDP's Runtime,
 *   which CSP does not govern (turning JavaScript off would also stop the timers they wait on).
 * - Resources stay same-origin with the document, so their stylesheets remain readable to the
 *   engine: every URL under the resource prefix (the directory of `baseUrl`, the server's
 *   `/v1/resources/`) is written in the document as the same path on the isolated origin (the
 *   mirror), and the route sends those requests to the real prefix. Captured strings are mapped
 *   back (`unmirror`), so the export names the real resource URLs.
 * - Every request is routed: the mirror and the prefix reach the network, nothing else does (other
 *   hosts, other loopback ports, private ranges, redirects to any of them: a redirect is a new request).
 */
export const ISOLATED_HOST = 'snapshot.pagelift.invalid';

/** Page scripts, plugins, workers and form posts off; CDP's Runtime is not subject to it. */
export const SNAPSHOT_RENDER_CSP = "script-src 'none'; object-src 'none'; worker-src 'none'; form-action 'none'";

export interface IsolationPlan {
  /** Where the document is served: `baseUrl` moved onto the isolated origin. */
  documentUrl: string;
  /** The page's relative URLs resolve against this (a `<base>` put first in the document); null: no base. */
  baseHref: string | null;
  /** Requests under this prefix reach the network; null: none do. */
  resourcePrefix: string | null;
  /** The isolated origin and the real origin it stands for (same scheme), or null. */
  mirrorOrigin: string | null;
  realOrigin: string | null;
}

export function isolationPlan(baseUrl: string | undefined): IsolationPlan {
  const none = { baseHref: null, resourcePrefix: null, mirrorOrigin: null, realOrigin: null };
  if (!baseUrl) return { documentUrl: `http://${ISOLATED_HOST}/`, ...none };
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    // A local file (the CLI): self-contained by construction (assets as data: URLs), so nothing goes to the network.
    return { documentUrl: base.href, ...none };
  }
  const mirrorOrigin = `${base.protocol}//${ISOLATED_HOST}`;
  const documentUrl = `${mirrorOrigin}${base.pathname}${base.search}`;
  return { documentUrl, baseHref: documentUrl, resourcePrefix: new URL('.', base).href, mirrorOrigin, realOrigin: base.origin };
}

export type RequestVerdict = 'document' | 'resource' | 'refused';

/** What happens to one request URL, and where a resource is fetched from (pure: the tests use it). */
export function judgeRequest(plan: IsolationPlan, url: string): { verdict: RequestVerdict; target?: string } {
  if (url === plan.documentUrl) return { verdict: 'document' };
  if (!plan.resourcePrefix) return { verdict: 'refused' };
  const target = unmirror(plan, url);
  return target.startsWith(plan.resourcePrefix) ? { verdict: 'resource', target } : { verdict: 'refused' };
}

/** Mirror URLs in a string read from the page turned back into real ones. */
export function unmirror(plan: IsolationPlan, text: string): string {
  return plan.mirrorOrigin && text.includes(plan.mirrorOrigin) ? text.split(plan.mirrorOrigin).join(plan.realOrigin!) : text;
}

/** Real resource URLs written in the page moved onto the mirror, so they stay same-origin with the document. */
export function mirror(plan: IsolationPlan, html: string): string {
  if (!plan.resourcePrefix || !plan.mirrorOrigin) return html;
  return html.split(plan.resourcePrefix).join(plan.mirrorOrigin + plan.resourcePrefix.slice(plan.realOrigin!.length));
}

/** Leading BOM, whitespace, comments and doctype: a `<base>` goes right after them, so the mode (quirks or not) stays. */
const PROLOGUE = /^\uFEFF?(?:\s|<!--[\s\S]*?-->)*(?:<!doctype[^>]*>)?/i;

/**
 * The document as served: resource URLs on the mirror, and a `<base href>` ahead of everything the
 * page wrote. The parser puts it first in <head>, and the first `<base>` with an href is the one
 * browsers use, so a snapshot's own `<base>` cannot move its URLs elsewhere.
 */
export function isolatedDocument(plan: IsolationPlan, html: string): string {
  const mirrored = mirror(plan, html);
  if (!plan.baseHref) return mirrored;
  const prologue = PROLOGUE.exec(mirrored)?.[0] ?? '';
  const escaped = plan.baseHref.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `${prologue}<base href="${escaped}">${mirrored.slice(prologue.length)}`;
}

/**
 * Routes every request of `page`: the document is fulfilled once with the CSP, resources go to the
 * real prefix (through the context's relay when there is one), the rest is refused. A navigation away (meta refresh, a frame's src) is answered
 * 204, which leaves the current document in place: a hostile page can neither leave nor reload itself.
 */
export interface IsolateOptions {
  log?: (url: string, verdict: RequestVerdict) => void;
  /** The context's proxy is a relay for this plan (resource-relay.ts): mirror URLs are continued into it. */
  relayed?: boolean;
}

export async function isolatePage(page: Page, plan: IsolationPlan, html: string, { log, relayed = false }: IsolateOptions = {}): Promise<void> {
  const body = isolatedDocument(plan, html);
  let served = false;
  await page.route('**/*', (route: Route) => {
    const request = route.request();
    const url = request.url();
    let { verdict, target } = judgeRequest(plan, url);
    if (verdict === 'document' && (served || request.frame() !== page.mainFrame())) verdict = 'refused';
    if (verdict === 'resource' && request.isNavigationRequest()) verdict = 'refused';
    log?.(url, verdict);
    if (verdict === 'document') {
      served = true;
      return route.fulfill({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': SNAPSHOT_RENDER_CSP }, body });
    }
    // Only mirror URLs go through the relay: a real one (a loopback prefix) would bypass the proxy.
    if (verdict === 'resource') return relayed && url.startsWith(`${plan.mirrorOrigin}/`) ? route.continue() : fetchResource(route, target!);
    if (request.isNavigationRequest()) return route.fulfill({ status: 204, body: '' });
    return route.abort('blockedbyclient');
  });
}

/**
 * Without a relay, fetched here rather than continued: Chromium follows a continued request's redirects without
 * asking the route again, so a resource answering 3xx (to another host, a private address) is
 * refused instead of followed. It asks for bytes (RESOURCE_BYTES_HEADER), so the API's resource route
 * does not answer with a presigned redirect.
 */
async function fetchResource(route: Route, target: string): Promise<void> {
  try {
    const response = await route.fetch({ url: target, maxRedirects: 0, headers: { ...route.request().headers(), [RESOURCE_BYTES_HEADER]: '1' } });
    if (response.status() >= 300 && response.status() < 400) return await route.abort('blockedbyclient');
    await route.fulfill({ response });
  } catch {
    await route.abort('failed').catch(() => {});
  }
}
