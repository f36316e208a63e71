import { availableParallelism } from 'node:os';
import { AppError } from '../errors.js';

/** Seconds a refused upload is told to wait: a 12 MP picture takes a few hundred milliseconds, a queue of them a few seconds. */
export const IMAGE_QUEUE_RETRY_AFTER_SECONDS = 5;

/** 503: more pictures are waiting to be processed than the server holds; nothing was stored. */
export function imageQueueFull(): AppError {
  return new AppError(503, 'image_queue_full', { headers: { 'retry-after': String(IMAGE_QUEUE_RETRY_AFTER_SECONDS) } });
}

/**
 * Runs image work a few at a time with a cap on what may wait. Decoding and encoding are
 * what an upload spends its memory and CPU on (a decoded 12 MP picture is tens of MB), so a
 * burst of uploads must queue rather than decode all at once; and an upload that would wait
 * longer than is useful is refused at once (503, Retry-After) with its buffer let go,
 * rather than holding memory in a queue that only grows.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    /** Tasks run at once: one per core, each decoding with one libvips thread. */
    readonly concurrency: number,
    /** Tasks that may wait for a turn; one more is refused with imageQueueFull. */
    readonly maxWaiting: number,
  ) {
    if (concurrency < 1 || maxWaiting < 0) throw new Error('ImageQueue needs concurrency ≥ 1 and maxWaiting ≥ 0');
  }

  /** Whether a task given now would be refused: lets a route refuse before reading a 10 MB body. */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  /** Tasks running and waiting now. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `task` when a turn is free; throws imageQueueFull, without running it, when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw imageQueueFull();
      // The finishing task hands its turn over directly, so `running` never dips and lets a newcomer jump the queue.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const CORES = availableParallelism();

/**
 * The server's one queue of image work: a picture per core at a time, and up to two per core
 * waiting (each holds its upload, at most MEDIA_MAX_BYTES, while it waits).
 */
export const imageQueue = new ImageQueue(CORES, 2 * CORES);
