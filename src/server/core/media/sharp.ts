import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp, loaded at its first use rather than with the server: its native library takes about
 * 110 ms to load, a fifth of the cold-start budget, and a start on existing data draws or
 * encodes no picture. Set up once for a small server: libvips' operation cache off (every
 * upload is a new picture, so it would only hold memory), and one libvips thread per
 * operation: the queue (image-queue.ts) runs a picture per core, and one thread each is what
 * sharp advises on glibc, whose per-thread arenas otherwise keep a burst's memory long after.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
