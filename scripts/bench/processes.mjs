// The processes `npm run bench` starts: free ports, Agora's built server, helper servers, and
// their memory. Every child is remembered so that an error or Ctrl-C still stops them all.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const children = new Set();
const folders = new Set();

/** A new temporary folder that `stopAll` removes, should whoever made it not get to. */
export function tempFolder(prefix) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.add(folder);
  return folder;
}

export function removeFolder(folder) {
  // Chromium's helper processes may still be writing its profile for a moment after it exits
  // (ENOTEMPTY): Node retries such removals itself when asked to.
  rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  folders.delete(folder);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Spawns a child that `stopAll` will stop; stderr is shown, since a crash must be seen. */
export function startChild(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  children.add(child);
  child.once('exit', () => children.delete(child));
  // A program that cannot start (not installed) must fail the wait for it, not crash the bench.
  child.once('error', (error) => {
    child.startError = error;
    children.delete(child);
  });
  return child;
}

export function stop(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (!child || child.startError || child.exitCode !== null || child.signalCode !== null) return resolve();
    // A server that does not close within 10 s is killed, so the bench never hangs on it.
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** Stops every child still running, then removes every temporary folder still there. */
export async function stopAll() {
  await Promise.all([...children].map((child) => stop(child)));
  for (const folder of folders) removeFolder(folder);
}

/** Polls `url` until it answers 2xx; throws when the child exits first or time runs out. */
export async function waitUntilAnswering(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  const { hostname, port } = new URL(url);
  while (Date.now() < deadline) {
    if (child.startError) throw child.startError;
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited with code ${child.exitCode} before answering.`);
    // Knocked at with a bare connection first: a refused one costs next to nothing, while each
    // refused fetch costs the bench's process CPU on the two cores the start being timed needs.
    // (Alternated starts did not show the difference above the machine's noise.)
    if (await accepts(hostname, Number(port))) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // Closed again, or not yet answering.
      }
    }
    await sleep(5);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** Whether something listens at host:port now. */
function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The parent of every process, from /proc (Linux). */
function parentsByPid() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  return parents;
}

/** A process and all its descendants. */
function processTree(pid) {
  const parents = parentsByPid();
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return tree;
}

/** Linux counts CPU time in clock ticks of 10 ms (USER_HZ, 100 on every Linux architecture but alpha and ia64). */
const MS_PER_TICK = 10;

/**
 * CPU time in ms (user and system) a process has used, and its descendants (the embedded
 * database), counting those that ended and were waited for (PostgreSQL's backends that closed),
 * null where /proc is missing. Two readings apart give what a run cost each.
 */
export function treeCpuMs(pid) {
  try {
    const cpu = { own: 0, children: 0 };
    for (const member of processTree(pid)) {
      try {
        const stat = readFileSync(`/proc/${member}/stat`, 'utf8');
        // utime, stime, cutime, cstime: fields 14 to 17, counted from the name's closing ')'.
        const [utime, stime, cutime, cstime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 15).map(Number);
        if (member === pid) cpu.own += (utime + stime) * MS_PER_TICK;
        else cpu.children += (utime + stime) * MS_PER_TICK;
        // What a member's ended children used is theirs, not the server's.
        cpu.children += (cutime + cstime) * MS_PER_TICK;
      } catch {
        // ended meanwhile
      }
    }
    return cpu;
  } catch {
    return null;
  }
}

/**
 * Memory in MB of a process and all its descendants (the embedded database runs as child
 * processes: "everything Agora runs"), null where /proc is missing:
 * - rss: resident memory summed, which counts pages the processes share (PostgreSQL's shared
 *   buffers and libraries, mapped by each of its backends) once per process;
 * - pss: proportional set size summed, which counts each shared page once, split among its
 *   sharers: the memory the machine actually gives the tree.
 */
export function treeMemoryMb(pid) {
  try {
    const tree = processTree(pid);
    let rss = 0;
    let pss = 0;
    let ownPss = 0;
    for (const member of tree) {
      try {
        rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
        const memberPss = Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${member}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
        pss += memberPss;
        if (member === pid) ownPss = memberPss;
      } catch {
        // ended meanwhile
      }
    }
    // ownPss: the server process alone; the rest is what it started (the embedded database).
    return { rss: rss / 1024, pss: pss / 1024, ownPss: ownPss / 1024 };
  } catch {
    return null;
  }
}

/** Samples `treeMemoryMb(pid)` every 200 ms until stopped; returns the peaks of each. */
export function memorySampler(pid) {
  const peak = { rss: 0, pss: 0, ownPss: 0 };
  const sample = () => {
    const now = treeMemoryMb(pid);
    if (!now) return;
    peak.rss = Math.max(peak.rss, now.rss);
    if (now.pss > peak.pss) Object.assign(peak, { pss: now.pss, ownPss: now.ownPss });
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
