import { createHash } from 'node:crypto';
import pg from 'pg';

/*
 * PostgreSQL plans an unnamed statement again on every execution. Agora's queries carry their
 * visibility rules as subqueries (core/visibility), and planning those costs far more than running
 * them: an edit of a post or a collaboration spent 6.1 ms of the database's CPU planning and 1.1 ms
 * executing (pg_stat_statements, decision 0063). A named (prepared) statement is planned once per
 * connection and kept, so a statement Agora sends again is given a name. Its plan is PostgreSQL's
 * to keep or redo (plan_cache_mode: a custom plan while a generic one would cost more), and a
 * change of schema makes it plan again by itself.
 */

/** Most statements named: each of the pool's connections keeps at most this many prepared in its backend. */
export const MAX_NAMED_STATEMENTS = 250;

/** Most statements remembered as seen once (a text never sent again is never named). */
const MAX_SEEN_ONCE = 2_000;

/** The names of the statements sent more than once, the first MAX_NAMED_STATEMENTS of them; shared by one pool's connections. */
export class StatementNames {
  private readonly named = new Map<string, string>();
  private seenOnce = new Set<string>();

  /**
   * The name of `text` when it has been sent before and a name is free, else undefined (sent
   * unnamed, planned each time: what every statement cost before). A text seen once is only
   * remembered, so a statement built for one request takes no name.
   */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined || this.named.size >= MAX_NAMED_STATEMENTS) return name;
    if (!this.seenOnce.delete(text)) {
      // A full list of one-off texts is forgotten at once: only their count is bounded, not which.
      if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce = new Set();
      this.seenOnce.add(text);
      return undefined;
    }
    const named = `agora_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    this.named.set(text, named);
    return named;
  }

  get size(): number {
    return this.named.size;
  }
}

/** What pg's Client.query is given as its first argument when it is a statement with its options (drizzle's case). */
interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

/** A plain object only: a Query or cursor object (pg's submittables) is passed on as it is. */
const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && typeof (value as QueryConfig).text === 'string';

/**
 * A pg Client class whose statements are named by `names` once sent twice: those sent with their
 * values, as drizzle sends every query (the extended protocol). A plain string (BEGIN, COMMIT, a
 * migration's DDL) goes by the simple protocol, unnamed. A statement named already keeps its name.
 */
export function clientNaming(names: StatementNames): typeof pg.Client {
  return class NamingClient extends pg.Client {
    // pg's overloads (callbacks, submittables) pass through untouched; only a config with its values is named.
    override query(...args: unknown[]): never {
      const [config, values] = args;
      if (isConfig(config) && config.name === undefined && Array.isArray(config.values ?? values)) {
        const name = names.nameOf(config.text);
        if (name !== undefined) args[0] = { ...config, name };
      }
      return (super.query as (...args: unknown[]) => never)(...args);
    }
  };
}
