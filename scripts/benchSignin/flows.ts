// The two sign-ins the benchmark times, each from a settled /en/home in a fresh context: ID and password, and a wallet
// (Connect wallet, web3-onboard's select, the test wallet's connect and SIWE signature). Returns each run's steps as
// spans in milliseconds since the Login click, with the bench's own input (typing, picking) kept apart.
import type { Page } from 'playwright-core';
import { recordNetwork, type NetworkLog } from './network';
import { readMarks, shownAt, type PageMarks, type Span } from './probe';

export type StepKind = 'page' | 'bench' | 'api' | 'wallet' | 'rpc' | 'files';

export interface Step extends Span {
  kind: StepKind;
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
  const answered = spans.filter((s) => s.end <= menu);
  const lastAnswer = answered.length ? Math.max(...answered.map((s) => s.end)) : t0;
  const steps = [
    ...own.map((s) => rel(s, s.kind)),
    ...spans.map((s) => rel(s, kindOf(s.name))),
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
    { name: 'Login click -> login dialog shows', kind: 'page', start: t0, end: dialogAt },
    { name: 'typing ID and password, Log in (the bench)', kind: 'bench', start: dialogAt, end: submit },
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
    { name: 'Login click -> login dialog shows', kind: 'page', start: t0, end: dialogAt },
    { name: 'Connect wallet pressed (the bench)', kind: 'bench', start: dialogAt, end: connect },
    { name: 'Connect wallet -> wallet select shows', kind: 'page', start: connect, end: select },
    { name: 'wallet picked (the bench)', kind: 'bench', start: select, end: picked },
  ];
  const input = connect - dialogAt + (picked - select);
  return timeline(t0, menu, own, [...net.spans(since), ...marks.wallet.filter((s) => s.start >= since)], input, salePopup);
}
