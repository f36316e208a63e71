// The performance budgets: each figure the bench prints beside its goal, with a pass or miss
// mark and by how much it misses.

/** Goals: `at` is the bound, `most` true for "at most" (≤), false for "at least" (≥). */
export const GOALS = {
  lighthouseScore: { at: 98, most: false, unit: '' },
  lcpMs: { at: 1200, most: true, unit: 'ms' },
  fcpMs: { at: 1000, most: true, unit: 'ms' },
  cls: { at: 0, most: true, unit: '' },
  jsBeforeFcpKb: { at: 0, most: true, unit: 'KB' },
  jsTotalKb: { at: 60, most: true, unit: 'KB' },
  htmlTextChars: { at: 100, most: false, unit: 'chars' },
  shareOfBare: { at: 0.6, most: false, unit: '×' },
  readP99Ms: { at: 10, most: true, unit: 'ms' },
  memberShare: { at: 0.7, most: false, unit: '×' },
  mixShare: { at: 0.3, most: false, unit: '×' },
  mixP99Ms: { at: 50, most: true, unit: 'ms' },
  errors: { at: 0, most: true, unit: '' },
  firstPageMs: { at: 5, most: true, unit: 'ms' },
  deepFactor: { at: 2, most: true, unit: '×' },
  // A search answers as fast as a page turns, a word of a third of 100,000 posts too.
  searchP50Ms: { at: 50, most: true, unit: 'ms' },
  searchP99Ms: { at: 50, most: true, unit: 'ms' },
  idleRssMb: { at: 150, most: true, unit: 'MB' },
  loadedRssMb: { at: 250, most: true, unit: 'MB' },
  coldStartMs: { at: 600, most: true, unit: 'ms' },
  uploadMs: { at: 300, most: true, unit: 'ms' },
  afterUploadRssMb: { at: 150, most: true, unit: 'MB' },
  // The same bounds on proportional memory (PSS): shared pages counted once (processes.mjs).
  idlePssMb: { at: 150, most: true, unit: 'MB' },
  loadedPssMb: { at: 250, most: true, unit: 'MB' },
  afterUploadPssMb: { at: 150, most: true, unit: 'MB' },
  twoInstances: { at: 1.8, most: false, unit: '×' },
};

/** A measured figure beside its goal. */
export function figure(section, database, label, goalName, value, detail) {
  const goal = GOALS[goalName];
  const pass = Number.isFinite(value) && (goal.most ? value <= goal.at : value >= goal.at);
  return { section, database, label, goal: goalName, value, unit: goal.unit, bound: `${goal.most ? '≤' : '≥'} ${goal.at}${goal.unit ? ` ${goal.unit}` : ''}`, pass, miss: pass ? null : missBy(goal, value), detail };
}

function missBy(goal, value) {
  if (!Number.isFinite(value)) return 'not measured';
  if (goal.at === 0) return `${format(value, goal.unit)} over`;
  const off = goal.most ? value / goal.at - 1 : 1 - value / goal.at;
  return `${Math.round(off * 100)}% ${goal.most ? 'over' : 'short'}`;
}

function format(value, unit) {
  if (!Number.isFinite(value)) return '—';
  if (Number.isInteger(value)) return `${value}${unit ? ` ${unit}` : ''}`;
  const digits = unit === '×' || (unit === '' && Math.abs(value) < 1) ? 2 : Math.abs(value) < 10 ? 1 : 0;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

/** The table: one line per figure, measured value beside its goal. */
export function renderTable(figures) {
  const rows = figures.map((f) => [f.database ? `${f.label} [${f.database}]` : f.label, format(f.value, f.unit), f.bound, f.pass ? 'pass' : `MISS ${f.miss}`, f.detail ?? '']);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 8));
  const lines = [];
  let section = null;
  for (const [i, row] of rows.entries()) {
    if (figures[i].section !== section) {
      section = figures[i].section;
      lines.push('', `== ${section}`);
    }
    lines.push(`${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  goal ${row[2].padEnd(widths[2])}  ${row[3].padEnd(widths[3])}  ${row[4]}`.trimEnd());
  }
  const missed = figures.filter((f) => !f.pass).length;
  lines.push('', `${figures.length - missed} of ${figures.length} figures meet their goal; ${missed} miss.`);
  return lines.join('\n');
}
