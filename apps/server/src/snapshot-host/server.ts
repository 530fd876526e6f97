import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { injectScript } from '../pages/inject-script.ts';
import { resolveResourceUrls, snapshotKey } from '../pages/view.ts';

const HTML_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The picker script, read once; an absent file means no script at all. */
function loadPicker(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * `default-src 'none'` and, for what a page draws, only PageLift's resource origin (where upload
 * re-hosted the page's files) and inline data: viewing a snapshot asks no third party for anything.
 */
export function snapshotCsp(nonce: string | null, appOrigin: string, resourceOrigin: string): string {
  return [
    "default-src 'none'",
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    `style-src ${resourceOrigin} 'unsafe-inline'`,
    `img-src ${resourceOrigin} data: blob:`,
    `font-src ${resourceOrigin} data:`,
    `media-src ${resourceOrigin} data: blob:`,
    "connect-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigin}`,
  ].join('; ');
}

/**
 * The second origin (HTML_PORT): serves stored snapshots at /v1/html/{html}. It has no cookies, no
 * auth and no API, so a captured page can never act as, or read from, the app's origin.
 */
export function buildSnapshotHost(ctx: AppContext, logger: FastifyInstance['log']): FastifyInstance {
  const app = Fastify({ loggerInstance: logger.child({ origin: 'snapshot-host' }) });
  const picker = loadPicker(ctx.config.pickerScriptFile);
  const appOrigin = () => new URL(ctx.config.publicUrl).origin;

  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.removeHeader('set-cookie');
  });

  app.get<{ Params: { html: string } }>('/v1/html/:html', async (req, reply) => {
    const id = req.params.html;
    const page = HTML_ID.test(id)
      ? await ctx.db
          .selectFrom('pages')
          .innerJoin('projects', 'projects.id', 'pages.project_id')
          .select('pages.html')
          .where('pages.html', '=', id)
          .where('pages.deleted', '=', 0)
          .where('projects.deleted', '=', 0)
          .executeTakeFirst()
      : undefined;
    const stored = page ? await ctx.storage.get(snapshotKey(page.html)) : null;
    if (!stored) {
      return reply.status(404).header('content-type', 'text/plain; charset=utf-8').header('content-security-policy', "default-src 'none'").send('Not found');
    }
    const nonce = picker ? randomBytes(16).toString('base64') : null;
    const html = resolveResourceUrls(stored.toString('utf8'), ctx.config.publicUrl);
    const body = picker && nonce ? injectScript(html, picker, nonce) : html;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', snapshotCsp(nonce, appOrigin(), `${ctx.config.publicUrl}/v1/resources/`))
      .header('cache-control', 'private, max-age=300')
      .send(body);
  });

  app.setNotFoundHandler((_req, reply) => reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found'));
  return app;
}
