import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from './index.ts';
import { directSqliteOf, prepareDirectRead, type DirectRead } from './sqlite-direct.ts';

type Scalar = string | number;

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  /** For each bound parameter: the argument it takes, or the constant the builder bound. */
  slots: ({ arg: string } | { value: unknown })[];
  /** On SQLite, the read prepared once on the file for direct reads (null: not a read). */
  direct?: DirectRead<Row> | null;
}

const MARK = '\u0000pagelift-arg:';

/**
 * A query that Kysely builds and compiles once per database handle and then runs with new argument
 * values. Building and compiling allocate a tree of frozen nodes per call, which was the largest
 * cost of the database layer on the hot path (token user lookup, project list; issue 14).
 *
 * `build` must bind every argument as a parameter (`where('id', '=', args.id)`), never as SQL text
 * or in a list whose length depends on it; compiling checks this. Arguments are scalars. On a
 * transaction handle the query is compiled per call, like an ordinary Kysely query.
 *
 * On SQLite, when no transaction holds the connection (`directSqliteOf`), a read runs on its own
 * prepared statement without Kysely's executor (connection mutex, promise chain, query id): the
 * same SQL and parameters, the same rows, minus a few microseconds per query on the hot path.
 */
export function precompiled<Args extends Record<string, Scalar>, Row>(build: (db: Db, args: Args) => Compilable<Row>): (db: Db, args: Args) => Promise<Row[]> {
  const templates = new WeakMap<Db, Template<Row>>();

  function compile(db: Db, argNames: string[]): Template<Row> {
    const marked = Object.fromEntries(argNames.map((name) => [name, `${MARK}${name}`])) as unknown as Args;
    const compiled = build(db, marked).compile();
    if (compiled.sql.includes(MARK)) throw new Error('precompiled: an argument ended up in the SQL text instead of a parameter');
    const slots = compiled.parameters.map((value) => (typeof value === 'string' && value.startsWith(MARK) ? { arg: value.slice(MARK.length) } : { value }));
    for (const name of argNames)
      if (!slots.some((s) => 'arg' in s && s.arg === name)) throw new Error(`precompiled: argument ${name} is not bound as a parameter`);
    return { compiled, slots };
  }

  return async (db, args) => {
    let template = templates.get(db);
    if (!template || db.isTransaction) {
      template = compile(db, Object.keys(args));
      if (!db.isTransaction) templates.set(db, template);
    }
    const parameters = template.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    const file = directSqliteOf(db);
    if (file) {
      if (template.direct === undefined) template.direct = prepareDirectRead<Row>(file, template.compiled.sql);
      if (template.direct) return template.direct.all(parameters);
    }
    const { rows } = await db.executeQuery<Row>({ ...template.compiled, parameters, queryId: createQueryId() });
    return rows;
  };
}
