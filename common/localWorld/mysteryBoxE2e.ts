// MYSTERY_BOX_E2E: the accounts and the reserved box of the 4th LAND sale's end-to-end specs (specs import these, never hard-code).
import type { AccountName } from './accounts';
import { WORLD } from './world';

const sale = WORLD.bsc.mysteryBox!;

function product(tokenId: number) {
  const p = sale.products.find((x) => x.tokenId === tokenId);
  if (!p) throw new Error(`MYSTERY_BOX_E2E: no box ${tokenId} on BSC-local`);
  return { tokenId, price: p.price, stock: p.stock.length };
}

/**
 * Who does what in tests/e2e/mysteryBox, all on BSC-local (the test wallet starts there), each scenario with its own
 * account so the specs never share a balance, an allowance or a nonce. carol buys boxes 1 (buy.spec.ts); box 2 only
 * vera (delivered.spec.ts); box 3 only the sold-out race. The e2e world's keeper delivers every purchase except keeperHolds' (the buy spec
 * watches those wait, then fulfils them itself).
 */
export const MYSTERY_BOX_E2E = {
  chain: 'bsc',
  index: sale.index,
  /** buy.spec.ts: the rejected approval, then buys of box 1 with a short and with enough allowance. */
  buy: { account: 'carol' as AccountName, box: product(1) },
  /** sam holds 50 DVI, less than one box 1 (100 DVI) costs: told before the wallet opens. */
  notEnoughToken: { account: 'sam' as AccountName, box: product(1) },
  /** gil holds 10,000 DVI but almost no native coin: 'not enough native coins' before any approval is asked. */
  notEnoughNative: { account: 'gil' as AccountName, box: product(1) },
  /** tina's wallet moves to POL-local while the sale (BSC) is open: the network message and Switch network. */
  wrongNetwork: { account: 'tina' as AccountName, box: product(1), otherChain: 'pol' as const },
  /** uma has box 3 (two boxes, reserved) on screen when victor buys both on chain: 'This box is sold out.'. */
  soldOut: { account: 'uma' as AccountName, racer: 'victor' as AccountName, box: product(3) },
  /** wendy buys one box 1 and reloads before the reveal: the tracker lists it, the popup waits for the reveal. */
  pendingReload: { account: 'wendy' as AccountName, box: product(1) },
  /** vera buys one box 2 (bought by no other spec) and waits: the keeper reveals it, the top bar's DVI drops by its price. */
  delivered: { account: 'vera' as AccountName, box: product(2) },
  /** Buyers whose purchases the e2e world's keeper leaves pending (tests/e2e/global-setup.ts). */
  keeperHolds: ['carol', 'wendy'] as AccountName[],
} as const;
