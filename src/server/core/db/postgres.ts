import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withTimeout } from '../lib/timeout.js';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Database, Db } from './database.js';
import { redactUrl } from './redact-url.js';
import { clientNaming, StatementNames } from './prepared-statements.js';
import { DatabaseUnreachableError, deepestMessage } from './unavailable.js';
import * as schema from './schema.js';

/**
 * Bounds on every conversation with PostgreSQL, so a slow or frozen database turns into a
 * quick, clear error (503) instead of requests that hang for as long as it stays frozen.
 * - connect: a new connection must be ready in 3 s;
 * - statement: the server cancels a statement after 5 s (Agora's queries take milliseconds);
 * - query: the client gives up on an answer after 8 s, which also covers a server that
 *   cannot cancel anything because it is not running at all (stopped, partitioned);
 * - idle in transaction: the server ends a session that sits in an open transaction for
 *   10 s, so a crashed request never holds row locks for long.
 * A request therefore waits at most about connect + query (11 s) for the database.
 */
const POSTGRES_TIMEOUTS = {
  connectMs: 3_000,
  statementMs: 5_000,
  queryMs: 8_000,
  idleInTransactionMs: 10_000,
};

/**
 * How the LISTEN connection is known to be alive: a connection dropped silently on the way
 * (a NAT or firewall forgetting it, a failover moving the address) raises no error, and TCP's
 * own keepalive would take two hours to say so, while this instance's lists, sessions and
 * live pages heard nothing. A query every HEARTBEAT_MS that must answer within
 * HEARTBEAT_TIMEOUT_MS finds it within 15 s; the connection is then replaced and every
 * listener told of the gap (pages resync, caches forget).
 */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
/** TCP keepalive probes start after this much silence (the default is two hours). */
const KEEPALIVE_DELAY_MS = 10_000;

/** Pool size per instance: N instances use N × this of the server's max_connections. */
const POOL_SIZE = 10;

/** Lock names become advisory-lock keys with PostgreSQL's own string hash. */
const lockKey = (name: string) => sql`hashtext(${`agora:${name}`})`;

/**
 * `Client`, whose connections wait until the server they reach answers (`ready`): the pool of an
 * embedded cluster is made while the cluster starts, and whatever asks for a connection
 * meanwhile waits for it rather than fail.
 */
function connectingOnceReady(Client: typeof pg.Client, ready: Promise<void>): typeof pg.Client {
  return class extends Client {
    // The pool connects with a callback; a connection of one's own with a promise.
    override connect(...args: unknown[]): never {
      const [callback] = args as [((error: Error | null, client?: pg.Client) => void) | undefined];
      const connected = ready.then(() => super.connect());
      if (typeof callback !== 'function') return connected as never;
      connected.then(
        () => callback(null, this),
        (error: Error) => callback(error),
      );
      return undefined as never;
    }
  };
}

/**
 * A connection outside the pool, without statement or query timeouts, for work that may
 * legitimately wait: holding the migration lock while another instance migrates, or
 * running a migration that rebuilds an index on a large table.
 */
async function openLongClient(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs, keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS });
  await client.connect();
  return client;
}

/** How long a lock's session stays open once its lock is let go, for the next lock to take. */
const LOCK_SESSION_IDLE_MS = 1_000;

/**
 * The sessions that hold advisory locks, each a long client (above). A server's start takes
 * two locks one after the other, the migrations' and then the start-up work's: the second
 * takes the first's session, still open, rather than wait for a new connection, which cost
 * ~20 ms of every start (decision 0067). One idle session is kept, for a second at most.
 */
class LockSessions {
  private idle: { client: pg.Client; timer: NodeJS.Timeout } | null = null;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async take(): Promise<pg.Client> {
    const idle = this.idle;
    if (idle) {
      this.idle = null;
      clearTimeout(idle.timer);
      return idle.client;
    }
    const client = await openLongClient(this.connectionString);
    // A process that dies while holding a lock loses its session, and with it the lock.
    client.on('error', () => {});
    // An idle session the server dropped is not given to the next lock.
    client.on('end', () => {
      if (this.idle?.client === client) this.idle = null;
    });
    return client;
  }

  /** Gives back a session whose lock is let go; one that failed is closed, never taken again. */
  give(client: pg.Client, sound: boolean): void {
    if (!sound || this.closed || this.idle) {
      client.end().catch(() => {});
      return;
    }
    const timer = setTimeout(() => {
      if (this.idle?.client !== client) return;
      this.idle = null;
      client.end().catch(() => {});
    }, LOCK_SESSION_IDLE_MS);
    timer.unref();
    this.idle = { client, timer };
  }

  async close(): Promise<void> {
    this.closed = true;
    const idle = this.idle;
    this.idle = null;
    if (idle) {
      clearTimeout(idle.timer);
      await idle.client.end().catch(() => {});
    }
  }
}

/** Runs `task` while a session of its own holds the advisory lock `name` (waiting for it). */
async function withAdvisoryLock<T>(sessions: LockSessions, name: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await sessions.take();
  let sound = false;
  try {
    await drizzle({ client }).execute(sql`select pg_advisory_lock(${lockKey(name)})`);
    let result: T;
    try {
      result = await task(client);
    } finally {
      await drizzle({ client }).execute(sql`select pg_advisory_unlock(${lockKey(name)})`);
    }
    // Only a session whose task and unlock both went well is used again: one that failed
    // mid-migration, say, may be in a state the next lock should not meet.
    sound = true;
    return result;
  } finally {
    sessions.give(client, sound);
  }
}

/**
 * One connection that LISTENs for every channel this process follows, and comes back by
 * itself when the database or the network drops it. After a reconnection the `onGap`
 * callbacks run, since whatever was sent while it was away is lost.
 */
class Listener {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, Set<{ onMessage: (payload: string) => void; onGap?: () => void }>>();
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retryMs = 250;
  private retryTimer: NodeJS.Timeout | undefined;
  /** The last query sent on the connection: the next waits for it (see inTurn). */
  private lastQuery: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connectionString: string,
    private readonly log: (message: string) => void,
  ) {}

  async add(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>> {
    const handler = { onMessage, onGap };
    let handlers = this.channels.get(channel);
    const isNew = !handlers;
    if (!handlers) this.channels.set(channel, (handlers = new Set()));
    handlers.add(handler);
    await this.ensureConnected();
    if (isNew && this.client) await this.inTurn(this.client, `listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.channels.get(channel) === handlers) {
        this.channels.delete(channel);
        if (this.client) await this.inTurn(this.client, `unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  }

  /**
   * Sends `text` on the connection once the query before it has answered: pages that open and
   * close (listen, unlisten) and the heartbeat share one connection, and pg warns of a query
   * sent while another runs (a later major refuses it). A connection that stops answering
   * holds its queue; the heartbeat's timeout then replaces it, with a queue of its own.
   */
  private inTurn(client: pg.Client, text: string): Promise<unknown> {
    const turn = this.lastQuery.then(() => client.query(text));
    this.lastQuery = turn.catch(() => {});
    return turn;
  }

  /** Connects now, before the first channel is added; a failure waits for the first add, which connects again. */
  warmUp(): void {
    this.ensureConnected().catch(() => {});
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = await openLongClient(this.connectionString);
    // Closed while it connected (a server that stops as it starts): the connection must not outlive it.
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    client.on('notification', (message) => {
      for (const handler of this.channels.get(message.channel) ?? []) handler.onMessage(message.payload ?? '');
    });
    // Set once the connection listens; `lost` may run before (an error while it starts).
    const beat: { timer?: NodeJS.Timeout } = {};
    const lost = (why: string) => {
      clearInterval(beat.timer);
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      // A silently dropped connection would wait for ever for end()'s goodbye: let go of it now.
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      if (!this.closed) {
        this.log(`lost the LISTEN connection to PostgreSQL (${why}); reconnecting`);
        this.scheduleReconnect();
      }
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection ended'));
    this.lastQuery = Promise.resolve();
    for (const channel of this.channels.keys()) await this.inTurn(client, `listen ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    this.retryMs = 250;
    let beating = false;
    beat.timer = setInterval(() => {
      if (beating) return;
      beating = true;
      withTimeout(this.inTurn(client, 'select 1'), HEARTBEAT_TIMEOUT_MS, 'PostgreSQL').then(
        () => (beating = false),
        () => lost(`no answer to a heartbeat within ${HEARTBEAT_TIMEOUT_MS / 1000} s`),
      );
    }, HEARTBEAT_MS);
    beat.timer.unref();
  }

  private scheduleReconnect(): void {
    this.retryTimer = setTimeout(() => {
      this.ensureConnected().then(
        () => {
          this.log('LISTEN connection to PostgreSQL is back');
          for (const handlers of this.channels.values()) for (const handler of handlers) handler.onGap?.();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 5_000);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

/** Opens a PostgreSQL server's database through a bounded pool (see POSTGRES_TIMEOUTS). */
export async function openPostgres(connectionString: string, log: (message: string) => void, { ready }: { ready?: Promise<void> } = {}): Promise<Database> {
  // Statements sent again are prepared, planned once per connection (prepared-statements.ts).
  const Client = clientNaming(new StatementNames());
  const pool = new pg.Pool({
    connectionString,
    Client: ready ? connectingOnceReady(Client, ready) : Client,
    max: POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  // An idle connection the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query. Once we close, a dropped connection is our own
  // doing (an embedded server stopping): it is not news, and a command's last line must stay its own.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) log(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  // Fail at start, with the server's own words, rather than on the first request (a server
  // still starting has already answered once when it is `ready`).
  try {
    if (!ready) await db.execute(sql`select 1`);
  } catch (error) {
    await pool.end();
    throw new DatabaseUnreachableError(
      `Agora cannot reach its database at ${redactUrl(connectionString)}: ${deepestMessage(error)}. Check DATABASE_URL, and that PostgreSQL is running and lets this machine in.`,
      { cause: error },
    );
  }
  const listener = new Listener(connectionString, log);
  const lockSessions = new LockSessions(connectionString);
  // What opens a connection of its own waits for a server still starting, as the pool's do.
  const answering = ready ?? Promise.resolve();

  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await answering;
      await withAdvisoryLock(lockSessions, 'migrate', (client) => migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR }));
    },
    withLock: async (name, task) => {
      await answering;
      return withAdvisoryLock(lockSessions, name, () => task());
    },
    warmUp() {
      // Each waits for a server still starting, as every connection does.
      pool.connect().then(
        (client) => client.release(),
        () => {},
      );
      answering.then(
        () => listener.warmUp(),
        () => {},
      );
    },
    async tryWithLock(name, task) {
      const client = await pool.connect();
      // The lock belongs to this session: its queries go through this one connection.
      const session = drizzle({ client });
      let release = true;
      try {
        const { rows } = await session.execute<{ locked: boolean }>(sql`select pg_try_advisory_lock(${lockKey(name)}) as locked`);
        if (!rows[0]?.locked) return null;
        try {
          return await task();
        } finally {
          // A connection whose unlock failed may still hold the lock: close it rather than reuse it.
          await session.execute(sql`select pg_advisory_unlock(${lockKey(name)})`).catch((error: Error) => {
            release = false;
            client.release(error);
          });
        }
      } finally {
        if (release) client.release();
      }
    },
    listen: async (channel, onMessage, onGap) => {
      await answering;
      return listener.add(channel, onMessage, onGap);
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    async ping(timeoutMs) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, 'PostgreSQL');
    },
    async close() {
      closing = true;
      await listener.close();
      await lockSessions.close();
      await pool.end();
    },
  };
}
