import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { ImageQueue } from './image-queue.js';

/** A task that runs until `finish` is called, noting that it started. */
function gate(started: string[], name: string): { task: () => Promise<string>; finish: () => void } {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in the order they came', async () => {
    const queue = new ImageQueue(2, 5);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = gates.map((g) => queue.run(g.task));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    gates[1]!.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates[0]!.finish();
    gates[2]!.finish();
    gates[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task beyond the cap with a 503 that says when to come back, without running it', async () => {
    const queue = new ImageQueue(1, 1);
    const started: string[] = [];
    const first = gate(started, 'first');
    const second = gate(started, 'second');
    const running = queue.run(first.task);
    const waiting = queue.run(second.task);
    expect(queue.full).toBe(true);

    let ran = false;
    const refused = await queue
      .run(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(ran).toBe(false);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 503,
      code: 'image_queue_full',
      message: 'The server is busy processing other pictures. Please try again in a few seconds.',
      headers: { 'retry-after': '5' },
    });

    first.finish();
    second.finish();
    expect(await Promise.all([running, waiting])).toEqual(['first', 'second']);
    expect(queue.full).toBe(false);
  });

  it('frees the turn of a task that fails', async () => {
    const queue = new ImageQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
