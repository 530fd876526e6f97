import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { RESOURCE_BYTES_HEADER } from '@pagelift/contract';
import { judgeRequest, type IsolationPlan } from './isolation.ts';

/**
 * The export context's HTTP proxy (issue 15): resources on the mirror origin are streamed by
 * Chromium's own network stack through this relay, instead of each body being fetched in Node and
 * handed to the page over CDP (base64 inside one JSON message: hundreds of ms for a 3 MB stylesheet).
 *
 * It keeps isolation.ts's guarantees on its own, behind the request routing that still judges every
 * request first:
 * - it forwards only GETs (and HEADs) of mirror URLs under the resource prefix, to the real prefix;
 *   anything else is answered 403, and CONNECT (a tunnel to any host) is refused;
 * - a redirect is never followed nor passed on (Chromium would follow it without asking the route):
 *   the answer is 502; the request asks for bytes (RESOURCE_BYTES_HEADER), so the API's resource
 *   route does not answer a presigned redirect;
 * - the request carries no cookies or referrer, and the answer no cookies: one user's export cannot
 *   plant state in Chromium for another's.
 * Each export starts its own relay for its own plan and closes it with the context.
 */
export interface ResourceRelay {
  /** For `browser.newContext({ proxy })`. */
  proxy: { server: string };
  /**
   * Mirror URLs of the stylesheets it relayed whose text holds no `@font-face` rule: the script
   * behind the last snapshot need not walk their rules for faces (after-snapshots.ts), which on a
   * Tailwind build means some 35,000 rules in its breakpoint blocks.
   */
  sheetsWithoutFaces: ReadonlySet<string>;
  close(): Promise<void>;
}

/** Text that may hold an @font-face rule: the keyword in any case, or any at-keyword written with an escape. */
const MAY_HOLD_FONT_FACE = /font-face|@[-\w]*\\/i;

/**
 * Adds `url` to `found` once `answer`, a stylesheet in plain bytes, has ended without a hint of
 * @font-face. Chunks are read as latin1 with a tail of the one before, so a keyword split across
 * two chunks is still seen; an encoded (compressed) answer is not read and stays unknown.
 */
function noteSheetWithoutFaces(url: string, answer: http.IncomingMessage, found: Set<string>): void {
  const type = String(answer.headers['content-type'] ?? '');
  const encoding = String(answer.headers['content-encoding'] ?? 'identity');
  if (answer.statusCode !== 200 || !/^text\/css\b/i.test(type) || encoding !== 'identity') return;
  let tail = '';
  let mayHold = false;
  answer.on('data', (chunk: Buffer) => {
    if (mayHold) return;
    const text = tail + chunk.toString('latin1');
    mayHold = MAY_HOLD_FONT_FACE.test(text);
    tail = text.slice(-16);
  });
  answer.on('end', () => {
    if (!mayHold) found.add(url);
  });
}

/** Request headers a resource server may use; cookies, referrer and proxy headers stay behind. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-encoding', 'accept-language', 'user-agent', 'range', 'if-none-match', 'if-modified-since'];

/** Hop-by-hop headers, a redirect's target and cookies are not passed back to Chromium. */
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'location', 'set-cookie']);

/** Connections to the resource server are reused across an export's requests and across exports. */
const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Whether `plan`'s resources can go through a relay: an http mirror (an https one would need a TLS tunnel). */
export function relayable(plan: IsolationPlan): boolean {
  return Boolean(plan.resourcePrefix && plan.mirrorOrigin?.startsWith('http:'));
}

/** Where a relayed request goes: the real resource URL for a mirror URL under the prefix, else null. */
export function relayTarget(plan: IsolationPlan, method: string | undefined, url: string | undefined): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !url || !plan.mirrorOrigin || !url.startsWith(`${plan.mirrorOrigin}/`)) return null;
  const { verdict, target } = judgeRequest(plan, url);
  return verdict === 'resource' && target ? target : null;
}

/** The request headers sent on: a resource server's own, plus the ask for bytes rather than a redirect. */
export function forwardedRequestHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = { [RESOURCE_BYTES_HEADER]: '1' };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

export function relayedResponseHeaders(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !DROPPED_RESPONSE_HEADERS.has(name)) out[name] = value;
  return out;
}

function relayRequest(plan: IsolationPlan, req: http.IncomingMessage, res: http.ServerResponse, sheetsWithoutFaces: Set<string>): void {
  const target = relayTarget(plan, req.method, req.url);
  if (!target) return void res.writeHead(403).end();
  const upstream = http.request(target, { method: req.method, headers: forwardedRequestHeaders(req.headers), agent: upstreamAgent }, (answer) => {
    const status = answer.statusCode ?? 502;
    if (status >= 300 && status < 400) {
      answer.resume();
      return void res.writeHead(502).end();
    }
    res.writeHead(status, relayedResponseHeaders(answer.headers));
    if (req.method === 'GET') noteSheetWithoutFaces(req.url!, answer, sheetsWithoutFaces);
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  // Chromium gave up (the context closed, the load timed out): so does the upstream request.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.end();
}

/** A relay for `plan` on a loopback port, or null when the plan has nothing to relay (see relayable). */
export async function startResourceRelay(plan: IsolationPlan): Promise<ResourceRelay | null> {
  if (!relayable(plan)) return null;
  const sheetsWithoutFaces = new Set<string>();
  const server = http.createServer((req, res) => relayRequest(plan, req, res, sheetsWithoutFaces));
  server.on('connect', (_req, socket: Socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    proxy: { server: `http://127.0.0.1:${port}` },
    sheetsWithoutFaces,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
