/**
 * Hot statements as named prepared statements on PostgreSQL: the server parses and analyses the text
 * once per connection and then only binds and runs it (and, after five runs, may keep a generic plan). For the
 * statements every bet runs (the session check, the placement's read, the stake statement): parsing and
 * planning them again on every bet was most of what PostgreSQL spent beyond pgbench's figure
 * (bench/bet-throughput, issue #15). PGlite ignores the name, so the answer is the same on both drivers.
 *
 * A name stands for one text for the life of the process (node-postgres refuses a name reused with another
 * text), so names come from a table of the texts seen. Only statements whose text has a bounded number of
 * shapes belong here: after MAX_NAMES texts, the rest run unnamed, as `db.execute` would run them.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './database';

const MAX_NAMES = 200;
/** Shapes one preparedShapes() keeps built; past it a shape is built for each run (still named). */
const MAX_SHAPES = 64;
const names = new Map<string, string>();

/** The parts of drizzle's database object `db.execute` itself uses (pg-core's PgDatabase). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(placeholderValues?: Record<string, unknown>): Promise<unknown> };
  };
}

export function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `hot_${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A hot statement built ONCE per shape, its values as drizzle placeholders (`sql.placeholder('uid')`), then run
 * as a named prepared statement with each call's values: drizzle builds the text and the parameter list only
 * on a shape's first run instead of on every bet (building them was most of what drizzle cost a placement,
 * bench/bet-throughput). `build(shape)` must give the same text for the same shape, and shapes must be few
 * (e.g. how many markets a bet reads).
 */
export function preparedShapes<S extends string | number>(
  build: (shape: S) => SQL,
): (db: DbOrTx, shape: S, values: Record<string, unknown>) => Promise<unknown> {
  const built = new Map<S, { query: { sql: string; params: unknown[] }; name: string | undefined }>();
  return (db, shape, values) => {
    const { dialect, session } = db as unknown as DrizzleInternals;
    let b = built.get(shape);
    if (!b) {
      const query = dialect.sqlToQuery(build(shape));
      b = { query, name: nameOf(query.sql) };
      if (built.size < MAX_SHAPES) built.set(shape, b);
    }
    return session.prepareQuery(b.query, undefined, b.name, false).execute(values);
  };
}
