// Load with autocannon, and the alternation that makes figures on a shared, noisy machine
// comparable: every target of a comparison runs once per round (A B A B …), and each figure
// is the median over the rounds.
import autocannon from 'autocannon';
import { sleep } from './processes.mjs';

const SETTLE_MS = 1000;

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One autocannon run. `requests` (autocannon's sequence, cycled per connection) makes mixes;
 * answers other than 2xx count as errors, so a refused write is never mistaken for speed.
 */
export async function load({ url, connections, duration, headers, requests }) {
  const result = await autocannon({ url, connections, duration, headers, requests });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** Loads several targets at the same time; their figures, in order. */
export const loadTogether = (targets) => Promise.all(targets.map((target) => load(target)));

/**
 * Runs every target once per round, in the same order each round, and returns per target
 * the median requests per second, median p99, total errors and every round's figure.
 * A target is { name, run(seconds) } where run resolves with { rps, p99, errors }. Each
 * target first runs one uncounted second, so no round pays for the JIT or a cold cache.
 */
export async function alternate(targets, rounds, log = () => {}) {
  const runs = new Map(targets.map((target) => [target.name, []]));
  for (const target of targets) {
    await target.run(1);
    await sleep(SETTLE_MS);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const figure = await target.run();
      runs.get(target.name).push(figure);
      // autocannon stops sending, but a slow target's server still works through what was
      // already sent: the pause keeps that backlog out of the next target's run.
      await sleep(SETTLE_MS);
      log(`  round ${round}/${rounds} ${target.name}: ${Math.round(figure.rps)} req/s, p99 ${figure.p99} ms${figure.errors ? `, ${figure.errors} errors` : ''}`);
    }
  }
  const summary = {};
  for (const [name, figures] of runs) {
    summary[name] = {
      rps: median(figures.map((f) => f.rps)),
      p99: median(figures.map((f) => f.p99)),
      errors: figures.reduce((sum, f) => sum + f.errors, 0),
      rounds: figures.map((f) => Math.round(f.rps)),
      runs: figures,
    };
  }
  return summary;
}

/**
 * `a`'s requests per second as a share of `b`'s: the median of each round's ratio. Two
 * targets of one round ran seconds apart, under the same neighbours, so their ratio is steadier
 * than a ratio of medians taken from different rounds.
 */
export const pairedShare = (summary, a, b) => median(summary[a].runs.map((run, i) => run.rps / summary[b].runs[i].rps));
