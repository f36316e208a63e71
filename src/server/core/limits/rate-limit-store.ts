import type { RateCounters } from './rate-counters.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What @fastify/rate-limit hands a store's child() at run time: the route's merged limit
 * options, with the route under `routeInfo` (its type declarations say otherwise).
 */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL through RateCounters, so every
 * instance shares one count per client and route. The plugin makes one store with `new`
 * and one child per route; the child's prefix keeps routes' counts apart, as the plugin's
 * own in-memory store does with a map per route.
 */
export function postgresRateLimitStore(counters: RateCounters) {
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      counters.hit(`${this.prefix}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): PostgresRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(`rate:${method}:${route?.url ?? ''}`);
    }
  };
}
