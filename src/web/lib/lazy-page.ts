import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants.js';

/** A page's chunk that did not arrive in time; the route's error element shows it. */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`A part of the page did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * A route `lazy` function for one page module: the router waits for the chunk (so navigation
 * state is 'loading' meanwhile) and a chunk that never comes becomes an error instead of a
 * page that loads forever (it times out after 120 s).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), CHUNK_LOAD_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: pick(module) };
    } finally {
      clearTimeout(timer);
    }
  };
}
