import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Schemas, responses } from '../http/schemas.ts';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { requireActive, requireUser, userOf } from '../auth/guard.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { nowIso } from '../ids.ts';
import { ownedProject } from '../projects/routes.ts';
import { addPage } from './upload.ts';
import { publicPage, type PageRow } from './view.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/** The owner's live page in a live project, or 404. */
export async function ownedPage(db: Db, userId: string, pageId: string): Promise<PageRow> {
  const row = await db
    .selectFrom('pages')
    .innerJoin('projects', 'projects.id', 'pages.project_id')
    .selectAll('pages')
    .where('pages.id', '=', pageId)
    .where('pages.user_id', '=', userId)
    .where('pages.deleted', '=', 0)
    .where('projects.deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound('Page');
  return row;
}

export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const guard = [requireUser(ctx), requireActive()];
  const view = (row: PageRow) => publicPage(row, ctx.config);

  r.post('/v1/pages', { preValidation: guard, schema: { tags: ['pages'], consumes: ['multipart/form-data'], response: responses({ 201: Schemas.page }, [400, 401, 403, 404, 408, 413, 429]) } }, async (req, reply) => {
    let row: PageRow;
    try {
      row = await addPage(ctx, req, userOf(req).id);
    } catch (err) {
      // The client went away mid-upload: nothing was stored, and there is nobody to answer.
      if (req.raw.destroyed && !req.raw.complete) {
        req.log.info('upload abandoned by the client');
        throw new HttpError(400, 'The upload did not arrive whole.');
      }
      // Refused before the body was all read: answer now and close, rather than read the rest.
      if (!req.raw.complete) {
        req.raw.unpipe();
        req.raw.pause();
        reply.header('connection', 'close');
      }
      throw err;
    }
    reply.status(201);
    return { data: { page: view(row) } };
  });

  r.get('/v1/pages/project/:id', { preValidation: guard, schema: { params: Params, tags: ['pages'], response: responses({ 200: Schemas.pages }, [400, 401, 403, 404]) } }, async (req) => {
    const project = await ownedProject(db, userOf(req).id, req.params.id);
    const rows = await db.selectFrom('pages').selectAll().where('project_id', '=', project.id).where('deleted', '=', 0).orderBy('created_at', 'asc').execute();
    return { data: { pages: rows.map(view) } };
  });

  r.get('/v1/pages/:id', { preValidation: guard, schema: { params: Params, tags: ['pages'], response: responses({ 200: Schemas.page }, [400, 401, 403, 404]) } }, async (req) => {
    return { data: { page: view(await ownedPage(db, userOf(req).id, req.params.id)) } };
  });

  r.put(
    '/v1/pages/:id',
    { preValidation: guard, schema: { params: Params, body: z.looseObject({ name: z.string().trim().min(1).max(200) }), tags: ['pages'], response: responses({ 200: Schemas.page }, [400, 401, 403, 404]) } },
    async (req) => {
      const page = await ownedPage(db, userOf(req).id, req.params.id);
      await db.updateTable('pages').set({ name: req.body.name, updated_at: nowIso() }).where('id', '=', page.id).execute();
      return { data: { page: view(await ownedPage(db, page.user_id, page.id)) } };
    },
  );

  r.delete('/v1/pages/:id', { preValidation: guard, schema: { params: Params, tags: ['pages'], response: responses({ 200: Schemas.pageDeleted }, [400, 401, 403, 404]) } }, async (req) => {
    const page = await ownedPage(db, userOf(req).id, req.params.id);
    await db.updateTable('pages').set({ deleted: 1, updated_at: nowIso() }).where('id', '=', page.id).execute();
    return { data: { status: 'success', page: { ...view(page) } } };
  });
}
