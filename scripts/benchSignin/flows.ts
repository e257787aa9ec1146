// The two sign-ins the benchmark times, each from a settled /en/home in a fresh context: ID and password, and a wallet
// (Connect wallet, web3-onboard's select, the test wallet's connect and SIWE signature). Returns each run's steps as
// spans in milliseconds since the Login click, with the bench's own input (typing, picking) kept apart.
import type { Page } from 'playwright-core';
import { recordNetwork, type NetworkLog } from './network';
import { readMarks, shownAt, type PageMarks, type Span } from './probe';

export type StepKind = 'page' | 'bench' | 'api' | 'wallet' | 'rpc' | 'files';

export interface Step extends Span {
  kind: StepKind;
  /** For the page's own steps: what the app's files fetched from this step's start on were loaded for. */
  phase?: string;
}

/** Where the page is served and which fixed origins go to this world's ports. */
export interface World {
  origin: string;
  redirects: Map<string, string>;
}

export interface Run {
  steps: Step[];
  /** Login click to the account menu showing. */
  total: number;
  /** The part of total that was the bench's own input (a user's typing and picking). */
  input: number;
  /** Whether the 4th LAND sale popup opened after the login (closed by the bench, outside the times). */
  salePopup: boolean;
}

/** Network quiet for this long after the menu showed: the calls the sign-in set off have all answered. */
const IDLE_MS = 500;
/** A page that never goes quiet is cut here. */
const SETTLE_MAX_MS = 10_000;

async function settled(page: Page, net: NetworkLog, origin: string): Promise<void> {
  await page.goto(`${origin}/en/home`);
  await quiet(page, net);
}

/** Waits for the network to go quiet; closes the 4th LAND sale popup if it opens meanwhile (true when it did). */
async function quiet(page: Page, net: NetworkLog): Promise<boolean> {
  const sale = page.getByRole('dialog', { name: '4th LAND sale' });
  let popup = false;
  let quietSince = Date.now();
  for (const t0 = Date.now(); Date.now() - t0 < SETTLE_MAX_MS; await page.waitForTimeout(50)) {
    if (await sale.isVisible()) {
      popup = true;
      await sale.getByRole('button', { name: 'OK' }).click();
      quietSince = Date.now();
    }
    if (net.inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= IDLE_MS) break;
  }
  return popup;
}

const clickAt = (marks: PageMarks, text: string, after = 0) => marks.clicks.find((c) => c.t >= after && c.text.includes(text))?.t ?? NaN;

const kindOf = (name: string): StepKind =>
  name.startsWith('API ') ? 'api' : name.startsWith('wallet ') ? 'wallet' : name.startsWith('rpc ') ? 'rpc' : 'files';

/** The steps relative to the Login click, with the gap from the last answer before the menu to the menu itself. */
function timeline(t0: number, menu: number, own: Step[], spans: Span[], input: number, salePopup: boolean): Run {
  // What starts after the menu showed is not part of the sign-in's time: its own rows, so it never stretches a step's.
  const rel = (s: Span, kind: StepKind): Step => ({ name: s.start > menu ? `${s.name} (after the menu)` : s.name, kind, start: s.start - t0, end: s.end - t0 });
  // The menu cannot show before the answers it waited for: an end logged after it (Node's clock when Chromium gave no
  // timing) counts as at the menu.
  const answered = spans.filter((s) => s.start <= menu);
  const lastAnswer = answered.length ? Math.max(...answered.map((s) => Math.min(s.end, menu))) : t0;
  // The app's files are one row per phase (the last own step with a phase that started before them).
  const phases = own.filter((s) => s.phase);
  const phased = (s: Span): Span => {
    if (kindOf(s.name) !== 'files' || s.start > menu) return s;
    const phase = phases.filter((p) => p.start <= s.start).at(-1)?.phase;
    return phase ? { ...s, name: `${s.name} ${phase}` } : s;
  };
  const steps = [
    ...own.map((s) => rel(s, s.kind)),
    ...spans.map((s) => rel(phased(s), kindOf(s.name))),
    rel({ name: 'last answer -> account menu shows', start: lastAnswer, end: menu }, 'page'),
  ];
  return { steps, total: menu - t0, input, salePopup };
}

async function begin(page: Page, origin: string, redirects: Map<string, string>): Promise<{ net: NetworkLog; since: number }> {
  const net = recordNetwork(page, origin, redirects);
  await settled(page, net, origin);
  const since = Date.now();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await shownAt(page, 'dialog');
  return { net, since };
}

export async function idSignIn(page: Page, world: World, user: { account: string; password: string }): Promise<Run> {
  const { net, since } = await begin(page, world.origin, world.redirects);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('ID', { exact: true }).fill(user.account);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const menu = await shownAt(page, 'menu');
  const salePopup = await quiet(page, net);
  net.stop();
  const marks = await readMarks(page);
  const t0 = clickAt(marks, 'Login');
  const dialogAt = marks.shown.dialog!;
  const submit = clickAt(marks, 'Log in', dialogAt);
  const own: Step[] = [
    { name: 'Login click -> login dialog shows', kind: 'page', start: t0, end: dialogAt, phase: 'for the dialog' },
    { name: 'typing ID and password, Log in (the bench)', kind: 'bench', start: dialogAt, end: submit, phase: 'for the login' },
  ];
  return timeline(t0, menu, own, net.spans(since), submit - dialogAt, salePopup);
}

export async function walletSignIn(page: Page, world: World, walletName: string): Promise<Run> {
  const { net, since } = await begin(page, world.origin, world.redirects);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Connect wallet' }).click();
  const option = page.getByText(walletName, { exact: true }).first();
  const menuShown = page.locator('details.user-menu > summary');
  await option.or(menuShown).first().waitFor();
  if (await option.isVisible()) await option.click();
  const menu = await shownAt(page, 'menu');
  const salePopup = await quiet(page, net);
  net.stop();
  const marks = await readMarks(page);
  const t0 = clickAt(marks, 'Login');
  const dialogAt = marks.shown.dialog!;
  const connect = clickAt(marks, 'Connect wallet', dialogAt);
  const select = marks.shown.walletSelect ?? NaN;
  const picked = clickAt(marks, walletName, connect);
  const own: Step[] = [
    { name: 'Login click -> login dialog shows', kind: 'page', start: t0, end: dialogAt, phase: 'for the dialog' },
    { name: 'Connect wallet pressed (the bench)', kind: 'bench', start: dialogAt, end: connect },
    { name: 'Connect wallet -> wallet select shows', kind: 'page', start: connect, end: select, phase: 'for the wallet select' },
    { name: 'wallet picked (the bench)', kind: 'bench', start: select, end: picked, phase: 'for the connect and SIWE' },
  ];
  const input = connect - dialogAt + (picked - select);
  return timeline(t0, menu, own, [...net.spans(since), ...marks.wallet.filter((s) => s.start >= since)], input, salePopup);
}
