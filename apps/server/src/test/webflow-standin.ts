import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * Tests only: a local stand-in for the Webflow Data API v2 steps "Upload images to assets"
 * uses (list sites, create asset, presigned S3 form upload). It checks what the real services
 * check: the bearer token, the asset's MD5 against the uploaded bytes, and that the multipart
 * form carries every presigned field in the order given with the file last.
 */
export interface WebflowStandIn {
  url: string;
  /** Uploads accepted (asset ids). */
  uploads: string[];
  /** Asset creations seen. */
  creates: number;
  /** Problems the stand-in saw in what the client sent (must stay empty). */
  violations: string[];
  /** Next behaviour: 'ok', or a failure mode. */
  mode: 'ok' | 'forbidden' | 'upload-fails' | 'slow';
  close(): Promise<void>;
}

export const STANDIN_TOKEN = 'wf-test-token-1234567890abcdef';
export const STANDIN_SITE = '5f0c8c9e1c2d3b4a5e6f7a8b';
const FIELDS = ['acl', 'bucket', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'key', 'Policy', 'X-Amz-Signature', 'success_action_status', 'Content-Type', 'Cache-Control'];

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function startWebflowStandIn(): Promise<WebflowStandIn> {
  const pending = new Map<string, { md5: string; fields: Array<[string, string]> }>();
  let base = '';
  const state: WebflowStandIn = {
    url: '', uploads: [], creates: 0, violations: [], mode: 'ok',
    close: () => new Promise((r) => server.close(() => r())),
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const body = await bodyOf(req);
    if (state.mode === 'slow') await new Promise((r) => setTimeout(r, 1500));
    if (url.pathname.startsWith('/v2/')) {
      if (req.headers.authorization !== `Bearer ${STANDIN_TOKEN}`) return json(res, 401, { message: 'Request not authorized', code: 'not_authorized' });
      if (req.method === 'GET' && url.pathname === '/v2/sites') return json(res, 200, { sites: [{ id: STANDIN_SITE, displayName: 'Test site' }] });
      const m = /^\/v2\/sites\/([^/]+)\/assets$/.exec(url.pathname);
      if (req.method === 'POST' && m) {
        if (state.mode === 'forbidden') return json(res, 403, { message: 'OAuthForbidden', code: 'missing_scopes' });
        if (m[1] !== STANDIN_SITE) return json(res, 404, { message: 'Site not found' });
        if (!String(req.headers['content-type']).startsWith('application/json')) state.violations.push('create asset without a JSON body');
        const input = JSON.parse(body.toString('utf8') || '{}') as { fileName?: string; fileHash?: string };
        if (!input.fileName || input.fileName.length >= 100) state.violations.push(`bad fileName ${input.fileName}`);
        if (!/^[a-f0-9]{32}$/.test(input.fileHash ?? '')) state.violations.push(`fileHash is not an MD5 hex: ${input.fileHash}`);
        state.creates++;
        const id = randomBytes(12).toString('hex');
        const values = ['public-read', 'webflow-test', 'AWS4-HMAC-SHA256', 'cred/x', '20261125T000000Z', `${STANDIN_SITE}/${id}_${input.fileName}`, 'cG9saWN5', 'sig', '201', 'image/png', 'max-age=31536000'];
        const fields = FIELDS.map((f, i) => [f, values[i]!] as [string, string]);
        pending.set(id, { md5: input.fileHash ?? '', fields });
        return json(res, 202, {
          id, contentType: 'image/png', originalFileName: input.fileName, createdOn: new Date().toISOString(),
          uploadUrl: `${base}/s3/${id}`, uploadDetails: Object.fromEntries(fields),
          hostedUrl: `https://cdn.example/${STANDIN_SITE}/${id}_${input.fileName}`, assetUrl: `https://cdn.example/${STANDIN_SITE}/${id}_${input.fileName}`,
        });
      }
      return json(res, 404, { message: 'Not found' });
    }
    const s3 = /^\/s3\/([a-f0-9]+)$/.exec(url.pathname);
    if (req.method === 'POST' && s3) {
      const expected = pending.get(s3[1]!);
      if (!expected) return res.writeHead(403).end('<Error>unknown upload</Error>');
      if (state.mode === 'upload-fails') return res.writeHead(500).end('<Error>InternalError</Error>');
      const form = await new Request(`${base}${req.url}`, { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: new Uint8Array(body) }).formData();
      const names = [...form.keys()];
      const wanted = [...expected.fields.map(([k]) => k), 'file'];
      if (names.join('|') !== wanted.join('|')) state.violations.push(`multipart fields out of order: ${names.join(',')}`);
      for (const [k, v] of expected.fields) if (form.get(k) !== v) state.violations.push(`field ${k} changed`);
      const file = form.get('file');
      if (!(file instanceof Blob)) return res.writeHead(400).end('<Error>no file</Error>');
      const md5 = createHash('md5').update(Buffer.from(await file.arrayBuffer())).digest('hex');
      if (md5 !== expected.md5) {
        state.violations.push('uploaded bytes do not match the MD5 given at creation');
        return res.writeHead(400).end('<Error>BadDigest</Error>');
      }
      state.uploads.push(s3[1]!);
      return res.writeHead(201).end('<PostResponse/>');
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  state.url = base;
  return state;
}
