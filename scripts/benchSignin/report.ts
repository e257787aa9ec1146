// Prints one sign-in's runs as a step table (medians over the runs) and its total against the budget: the same step
// in every run is one row (repeated calls of one name are one span from the first start to the last answer).
import type { Run, Step } from './flows';

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const max = (xs: number[]) => Math.max(...xs.filter((x) => Number.isFinite(x)));
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '-');

interface Merged {
  name: string;
  kind: Step['kind'];
  calls: number;
  start: number;
  end: number;
}

/** One run's steps with each name once: its first start, last end and number of calls. */
function merge(steps: Step[]): Map<string, Merged> {
  const out = new Map<string, Merged>();
  for (const s of steps) {
    const m = out.get(s.name);
    if (!m) out.set(s.name, { name: s.name, kind: s.kind, calls: 1, start: s.start, end: s.end });
    else {
      m.calls += 1;
      m.start = Math.min(m.start, s.start);
      m.end = Math.max(m.end, s.end);
    }
  }
  return out;
}

export function printFlow(title: string, runs: Run[], budgetMs: number): void {
  const merged = runs.map((r) => merge(r.steps));
  const totals = runs.map((r) => r.total);
  const menu = median(totals);
  const names = [...new Set(merged.flatMap((m) => [...m.keys()]))];
  const rows = names
    .map((name) => {
      const seen = merged.map((m) => m.get(name)).filter((m): m is Merged => !!m);
      return {
        name,
        runs: seen.length,
        calls: median(seen.map((m) => m.calls)),
        start: median(seen.map((m) => m.start)),
        span: median(seen.map((m) => m.end - m.start)),
        maxSpan: max(seen.map((m) => m.end - m.start)),
      };
    })
    .sort((a, b) => a.start - b.start);
  console.log(`\n${title} (${runs.length} runs; times from the Login click, medians over the runs):`);
  const head = ['step', 'runs', 'calls', 'start', 'span', 'max span'];
  const table = rows.map((r) => [r.name, String(r.runs), String(r.calls), ms(r.start), ms(r.span), ms(r.maxSpan)]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(line(head));
  for (const row of table) console.log(line(row));
  const app = runs.map((r) => r.total - r.input);
  console.log(`  Login click -> account menu: median ${ms(menu)}, max ${ms(max(totals))} (runs: ${totals.map(ms).join(', ')})`);
  console.log(
    `  less the bench's own input (typing, pressing, picking): median ${ms(median(app))}, max ${ms(max(app))} ` +
      `(budget ${budgetMs} ms: ${median(app) <= budgetMs ? 'within' : 'OVER'})`,
  );
  const popups = runs.filter((r) => r.salePopup).length;
  if (popups) console.log(`  the 4th LAND sale popup opened after ${popups} of ${runs.length} logins (closed by the bench, after the menu: not in the times)`);
}
