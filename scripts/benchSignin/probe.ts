// The sign-in benchmark's eyes inside the page: when the login dialog, web3-onboard's wallet select and the account
// menu first show, every click (with its button's text) and every request to the injected wallet, all as wall-clock
// milliseconds (performance.timeOrigin + now), so they line up with the network events Node sees.
import type { BrowserContext, Page } from 'playwright-core';

export interface Span {
  name: string;
  start: number;
  end: number;
}

export interface PageMarks {
  /** First time each watched thing showed: 'dialog', 'walletSelect', 'menu'. */
  shown: Record<string, number>;
  clicks: { text: string; t: number }[];
  /** Requests to the EIP-6963 wallet: 'wallet <method>' with their start and answer. */
  wallet: Span[];
}

interface ProbeWindow {
  __signinBench: PageMarks;
}

/** Runs in the page before its own scripts; must be added before the test wallet, so its first announce is seen. */
function probe(walletName: string): void {
  const now = () => performance.timeOrigin + performance.now();
  const marks: PageMarks = { shown: {}, clicks: [], wallet: [] };
  (window as unknown as ProbeWindow).__signinBench = marks;
  const visible = (el: Element | null | undefined) => !!el && el.getClientRects().length > 0;
  const watched: Record<string, () => boolean> = {
    dialog: () => visible(document.querySelector('input[name="account"]')),
    walletSelect: () => !!document.querySelector('onboard-v2')?.shadowRoot?.textContent?.includes(walletName),
    menu: () => visible(document.querySelector('details.user-menu > summary')),
  };
  const check = () => {
    for (const [name, test] of Object.entries(watched)) if (!(name in marks.shown) && test()) marks.shown[name] = now();
  };
  // The light DOM's changes are seen as they happen; web3-onboard's shadow DOM on the next frame.
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener(
    'click',
    (e) => {
      const target = e.composedPath()[0];
      const el = target instanceof Element ? (target.closest('button, a, [role="button"]') ?? target) : null;
      marks.clicks.push({ text: (el?.textContent ?? '').trim().slice(0, 40), t: now() });
    },
    true,
  );
  // Times each wallet request by wrapping the announced provider's request (its object is not frozen, its detail is).
  const wrapped = new WeakSet<object>();
  window.addEventListener('eip6963:announceProvider', (e) => {
    const provider = (e as CustomEvent<{ provider: { request(a: { method: string }): Promise<unknown> } }>).detail.provider;
    if (wrapped.has(provider)) return;
    wrapped.add(provider);
    const request = provider.request.bind(provider);
    provider.request = async (args) => {
      const span = { name: `wallet ${args.method}`, start: now(), end: NaN };
      marks.wallet.push(span);
      try {
        return await request(args);
      } finally {
        span.end = now();
      }
    };
  });
}

export async function installProbe(context: BrowserContext, walletName: string): Promise<void> {
  // tsx names the functions it compiles with a helper the page lacks.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(probe, walletName);
}

export function readMarks(page: Page): Promise<PageMarks> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__signinBench);
}

/** Waits until `name` has shown (polled from Node; the time itself was taken in the page). */
export async function shownAt(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  const handle = await page.waitForFunction((n) => (window as unknown as ProbeWindow).__signinBench.shown[n], name, { timeout: timeoutMs, polling: 20 });
  return (await handle.jsonValue()) as number;
}
