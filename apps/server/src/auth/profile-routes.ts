import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Schemas, responses } from '../http/schemas.ts';
import type { AppContext } from '../context.ts';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, MESSAGES } from '@pagelift/contract';
import { containsNul } from '../http/nul.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { nowIso } from '../ids.ts';
import { sha256Hex } from '../crypto/secrets.ts';
import { imageExtension } from '../files/detect.ts';
import { requireUser, userOf } from './guard.ts';
import { publicUser } from './users.ts';

/** POST /v1/auth/update: names and avatar. */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const auth = requireUser(ctx);
  const loadUser = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  r.post('/v1/auth/update', { preValidation: auth, schema: { tags: ['auth'], consumes: ['multipart/form-data'], response: responses({ 200: Schemas.profile }, [400, 401, 404, 413]) } }, async (req) => {
    const user = userOf(req);
    const { info, avatar } = await readProfileForm(req);
    if (info.id && info.id !== user.id) throw notFound('User');
    const first = (info.first_name ?? user.first_name).trim();
    const last = (info.last_name ?? user.last_name).trim();
    if (!first || !last) throw new HttpError(400, 'First name and last name are required.');
    let avatarUrl = user.avatar;
    if (avatar) {
      const ext = await imageExtension(avatar);
      if (!ext) throw new HttpError(400, MESSAGES.avatarNotImage);
      const key = `avatars/${sha256Hex(avatar)}.${ext}`;
      await ctx.storage.put(key, avatar);
      avatarUrl = `${config.publicUrl}/v1/resources/${key}`;
    } else if (info.avatar === '' || info.avatar === null) {
      avatarUrl = null;
    }
    await db
      .updateTable('users')
      .set({
        first_name: first.slice(0, 100),
        last_name: last.slice(0, 100),
        username: (info.username ?? user.username).trim().slice(0, 100) || user.username,
        avatar: avatarUrl,
        updated_at: nowIso(),
      })
      .where('id', '=', user.id)
      .execute();
    const updated = publicUser((await loadUser(user.id))!);
    // The spec's client takes the whole body as the user; `data.user` serves clients that unwrap.
    return { ...updated, msg: MESSAGES.profileUpdated, data: { user: updated } };
  });

}

interface ProfileInfo {
  id?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  avatar?: string | null;
}

/** The multipart profile form: `info` (JSON text) and an optional `avatar` file, judged later by its bytes. */
async function readProfileForm(req: FastifyRequest): Promise<{ info: ProfileInfo; avatar: Buffer | null }> {
  if (!req.isMultipart()) throw new HttpError(400, 'Expected a multipart form.');
  let info: ProfileInfo = {};
  let avatar: Buffer | null = null;
  // "Smaller than 4 MB": the largest accepted avatar is AVATAR_MAX_BYTES - 1 bytes (as in the web app).
  for await (const part of req.parts({ limits: { fileSize: AVATAR_MAX_BYTES - 1, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'avatar') {
        await part.toBuffer().catch(() => null);
        continue;
      }
      try {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(400, MESSAGES.avatarTooLarge);
        avatar = bytes.length > 0 ? bytes : null;
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(400, MESSAGES.avatarTooLarge);
        throw err;
      }
    } else if (part.fieldname === 'info') {
      try {
        const parsed = z
          .object({
            id: z.string().optional(),
            first_name: z.string().optional(),
            last_name: z.string().optional(),
            username: z.string().optional(),
            avatar: z.string().nullable().optional(),
          })
          .safeParse(JSON.parse(String(part.value)));
        if (!parsed.success || containsNul(parsed.data)) throw new Error('bad info');
        info = parsed.data;
      } catch {
        throw new HttpError(400, 'Invalid profile data.');
      }
    }
  }
  return { info, avatar };
}
