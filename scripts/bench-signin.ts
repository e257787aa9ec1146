// `npm run bench:signin`: an ID sign-in and a wallet sign-in from /en/home on the production build in headless Chromium,
// against its own local world (chains, reference API, preview) on free ports. Each sign-in runs in a fresh context (a
// first visit: empty cache and storage), once to warm the API up, then `--runs` times (default 5). Prints each flow's
// steps from the browser's view (the login dialog, every API call and chain read by name, the wallet's prompts, the
// wait from the last answer to the account menu) and its total against the budget (ID 1 s, wallet 2 s), with the
// machine's load average. Printed, never asserted.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { ACCOUNTS } from '@common/localWorld/accounts';
import { SEED_USERS } from '../server/db/seedAccounts';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/browser';
import { TestWalletController, testWalletConfig } from '../tests/e2e/wallet/controller';
import { idSignIn, walletSignIn, type Run } from './benchSignin/flows';
import { installProbe } from './benchSignin/probe';
import { printFlow } from './benchSignin/report';
import { followRedirects } from './sizeBrowser/measure';
import { startSizeWorld, type SizeWorld } from './sizeBrowser/world';

const BUDGET = { idMs: 1000, walletMs: 2000 };
/** The name web3-onboard lists the injected test wallet under. */
const WALLET_NAME = testWalletConfig().name;
const DIST = process.env.BENCH_DIST ?? 'dist';
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Math.max(1, Number(values.runs));

/** ID users without a wallet (a wallet would have to be connected too) and without admin rights. */
const ID_USERS = SEED_USERS.filter((u) => u.account && u.password && !u.wallet && u.adminCategory === 0).map((u) => ({
  account: u.account!,
  password: u.password!,
}));
/**
 * Registered wallet-only players, taken in turn: the API allows 10 SIWE nonces a minute per address. None of them is
 * an ID user above. Registered wallets get the 4th LAND sale popup while the sale has stock; it opens after the menu.
 */
const WALLET_USERS = SEED_USERS.filter((u) => !u.account && u.wallet && ACCOUNTS.find((a) => a.name === u.wallet)?.role === 'player').map((u) =>
  ACCOUNTS.find((a) => a.name === u.wallet)!,
);

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

async function once(browser: Browser, world: SizeWorld, kind: 'id' | 'wallet', i: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await followRedirects(context, world.redirects);
    // The probe goes first, so it sees the wallet's first announce.
    await installProbe(context, WALLET_NAME);
    if (kind === 'wallet') await TestWalletController.install(context, testWalletConfig({ privateKeys: [WALLET_USERS[i % WALLET_USERS.length]!.privateKey] }));
    const page = await context.newPage();
    page.on('pageerror', (e) => console.warn(`[bench:signin] ${kind}: ${e.message}`));
    return kind === 'id' ? await idSignIn(page, world, ID_USERS[i % ID_USERS.length]!) : await walletSignIn(page, world, WALLET_NAME);
  } finally {
    await context.close();
  }
}

async function main() {
  const loadBefore = load();
  const world = await startSizeWorld(DIST);
  const browser = await chromium.launch({ executablePath: findChromium({ playwrightPath: () => chromium.executablePath() }), args: CHROMIUM_ARGS });
  try {
    const results: Record<'id' | 'wallet', Run[]> = { id: [], wallet: [] };
    for (const kind of ['id', 'wallet'] as const) {
      // The first sign-in of a fresh API pays its start-up (database, chain reads): printed, not counted.
      const warm = await once(browser, world, kind, 0);
      console.log(`[bench:signin] ${kind} warm-up (not counted): ${Math.round(warm.total)} ms`);
      for (let i = 1; i <= RUNS; i += 1) results[kind].push(await once(browser, world, kind, i));
    }
    console.log(`Sign-in from /en/home, production build, 1280 x 800, fresh context each run (first visit, empty cache):`);
    console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
    console.log(`  ID users: ${ID_USERS.map((u) => u.account).join(', ')}; wallets: ${WALLET_USERS.map((a) => a.name).join(', ')}`);
    printFlow('ID sign-in: Login -> ID and password -> Log in -> account menu', results.id, BUDGET.idMs);
    printFlow('Wallet sign-in: Login -> Connect wallet -> wallet select -> connect, SIWE signature -> account menu', results.wallet, BUDGET.walletMs);
  } finally {
    await browser.close();
    await world.stop();
  }
}

await main();
