import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, testDatabase, type TestDatabase } from '../test/database.ts';
import { openDatabase, type Db } from './index.ts';
import { precompiled } from './precompiled.ts';
import { directSqliteOf } from './sqlite-direct.ts';

describe.each(backends())('precompiled queries on %s', (backend) => {
  let db: Db;
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-precompiled-'));
    database = testDatabase(backend);
    ({ db } = await openDatabase({ dataDir, ...database.overrides }));
    const now = new Date().toISOString();
    for (const id of ['u1', 'u2']) {
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@example.test`,
          first_name: id,
          last_name: 'x',
          username: id,
          avatar: null,
          status: 'active',
          code: 1,
          password_hash: null,
          google_sub: null,
          token_version: 0,
          failed_logins: 0,
          locked_until: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const project = (id: string, userId: string, deleted: number, createdAt: string) =>
      db
        .insertInto('projects')
        .values({
          id,
          user_id: userId,
          name: id,
          url: `${id}.example`,
          deleted,
          webflow_token: null,
          target_domain: null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    await project('p2', 'u1', 0, '2026-01-02T00:00:00.000Z');
    await project('p1', 'u1', 0, '2026-01-01T00:00:00.000Z');
    await project('p3', 'u1', 1, '2026-01-03T00:00:00.000Z');
    await project('q1', 'u2', 0, '2026-01-01T00:00:00.000Z');
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers what the same Kysely query answers, for each argument, building it once per handle', async () => {
    let builds = 0;
    const build = (d: Db, args: { userId: string; deleted: number }) => {
      builds += 1;
      return d
        .selectFrom('projects')
        .select(['id', 'deleted'])
        .where('user_id', '=', args.userId)
        .where('deleted', '=', args.deleted)
        .where('url', '<>', 'never')
        .orderBy('created_at', 'asc');
    };
    const live = precompiled(build);
    for (const args of [
      { userId: 'u1', deleted: 0 },
      { userId: 'u1', deleted: 1 },
      { userId: 'u2', deleted: 0 },
      { userId: 'nobody', deleted: 0 },
    ]) {
      expect(await live(db, args)).toEqual(await build(db, args).execute());
    }
    expect((await live(db, { userId: 'u1', deleted: 0 })).map((r) => r.id)).toEqual(['p1', 'p2']);
    expect(builds).toBe(1 + 4); // once for the template, once per comparison above
  });

  it('answers whole rows with the same keys in the same order as Kysely, also for odd column names', async () => {
    const user = precompiled((d, args: { id: string }) => d.selectFrom('users').selectAll().where('id', '=', args.id));
    const direct = await user(db, { id: 'u1' });
    const viaKysely = await db.selectFrom('users').selectAll().where('id', '=', 'u1').execute();
    expect(direct).toEqual(viaKysely);
    expect(Object.keys(direct[0]!)).toEqual(Object.keys(viaKysely[0]!));
    expect(Object.getPrototypeOf(direct[0])).toBe(Object.prototype);
    const odd = precompiled((d, args: { id: string }) => d.selectFrom('users').select(['id as odd name', 'email as constructor', 'status']).where('id', '=', args.id));
    const oddRows = (await odd(db, { id: 'u2' })) as unknown as Record<string, unknown>[];
    expect(Object.keys(oddRows[0]!)).toEqual(['odd name', 'constructor', 'status']);
    expect(oddRows[0]).toEqual({ 'odd name': 'u2', constructor: 'u2@example.test', status: 'active' });
    expect(await user(db, { id: 'nobody' })).toEqual([]);
  });

  it('runs inside a transaction, which sees its own writes', async () => {
    const count = precompiled((d, args: { userId: string }) =>
      d
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', args.userId),
    );
    expect(Number((await count(db, { userId: 'u2' }))[0]!.n)).toBe(1);
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('projects')
          .values({
            id: 'q2',
            user_id: 'u2',
            name: 'q2',
            url: 'q2.example',
            deleted: 0,
            webflow_token: null,
            target_domain: null,
            created_at: 'x',
            updated_at: 'x',
          })
          .execute();
        expect(Number((await count(trx, { userId: 'u2' }))[0]!.n)).toBe(2);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(Number((await count(db, { userId: 'u2' }))[0]!.n)).toBe(1);
  });

  it('reads outside an open transaction never see its uncommitted writes (SQLite: direct reads wait for it)', async () => {
    const count = precompiled((d, args: { userId: string }) =>
      d
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', args.userId),
    );
    expect(directSqliteOf(db) !== undefined).toBe(backend === 'sqlite');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        expect(directSqliteOf(trx)).toBeUndefined();
        await trx
          .insertInto('projects')
          .values({ id: 'q3', user_id: 'u2', name: 'q3', url: 'q3.example', deleted: 0, webflow_token: null, target_domain: null, created_at: 'x', updated_at: 'x' })
          .execute();
        inserted();
        await held;
        throw new Error('roll back');
      })
      .catch(() => {});
    await insertedYet;
    // Another request's read while the transaction holds the connection, with its insert not committed.
    if (backend === 'sqlite') expect(directSqliteOf(db)).toBeUndefined();
    const during = count(db, { userId: 'u2' });
    release();
    await transaction;
    expect(Number((await during)[0]!.n)).toBe(1);
    expect(directSqliteOf(db) !== undefined).toBe(backend === 'sqlite');
    expect(Number((await count(db, { userId: 'u2' }))[0]!.n)).toBe(1);
  });

  // Streams are a SQLite matter here: the PostgreSQL dialect has no cursor configured.
  it.skipIf(backend !== 'sqlite')('answers while a streamed query iterates on the connection', async () => {
    const user = precompiled((d, args: { id: string }) => d.selectFrom('users').select(['id', 'email']).where('id', '=', args.id));
    const stream = db.selectFrom('projects').select('id').orderBy('id').stream()[Symbol.asyncIterator]();
    expect((await stream.next()).done).toBe(false); // the stream now iterates on the connection (better-sqlite3 allows reads meanwhile)
    const during = user(db, { id: 'u1' });
    let rest = 0;
    while (!(await stream.next()).done) rest += 1;
    expect(rest).toBeGreaterThan(0);
    expect(await during).toEqual([{ id: 'u1', email: 'u1@example.test' }]);
  });

  it('refuses a query that puts an argument in the SQL text or leaves it out', async () => {
    const inlined = precompiled((d, args: { id: string }) => d.selectFrom('users').select('id').where(sql.ref('id'), '=', sql.lit(args.id)));
    await expect(inlined(db, { id: 'u1' })).rejects.toThrow(/SQL text/);
    const unused = precompiled((d, _args: { id: string }) => d.selectFrom('users').select('id'));
    await expect(unused(db, { id: 'u1' })).rejects.toThrow(/not bound/);
  });
});
