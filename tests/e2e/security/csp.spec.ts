// The built app's security headers in the browser: its CSP (no inline or eval'd script, no framing) and X-Frame-Options
// arrive with every page, a foreign page cannot frame it, and the main pages and the login run without a CSP violation.
import type { Page } from '@playwright/test';
import { signInWithTestWallet } from '../support/login';
import { expect, test } from '../wallet/fixtures';

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Records every CSP violation the page (any frame) reports, from the event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('every page and asset is sent with the CSP (no inline or eval script, frame-ancestors none) and X-Frame-Options DENY', async ({ request }) => {
  for (const path of ['/en/home', '/en/dao', '/index.html', '/favicon.svg']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('base-uri'), path).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0], path).toBe("'self'");
    // Beyond the app's origin only the hashes of index.html's own inline scripts.
    for (const source of scripts.slice(1)) expect(source, path).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(scripts.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:|data:/);
    expect(csp.get('connect-src'), path).not.toContain('*');
  }
});

test('the built app serves no source maps and names none', async ({ request }) => {
  const html = await (await request.get('/en/home')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const js = await (await request.get(entry!)).text();
  expect(js).not.toContain('sourceMappingURL');
  const map = await request.get(`${entry!}.map`);
  // The preview answers an unknown path with index.html: no JSON map either way.
  expect(map.headers()['content-type'] ?? '').not.toContain('json');
  expect(await map.text()).not.toContain('"mappings"');
});

test('a page on another origin that frames the app does not get it', async ({ page, baseURL }) => {
  const app = new URL('/en/home', baseURL).href;
  // A direct visit shows the app, so an empty frame below is the refusal and not a broken page.
  await page.goto(app);
  await expect(page.locator('header.top-bar')).toBeVisible();
  await page.goto('about:blank');
  await page.setContent(`<h1>Someone else's page</h1><iframe id="victim" src="${app}" width="800" height="600"></iframe>`);
  const frame = page.locator('#victim');
  await expect
    .poll(() => frame.evaluate((f: HTMLIFrameElement) => new Promise((ok) => (f.contentWindow ? ok(true) : f.addEventListener('load', () => ok(true))))))
    .toBe(true);
  // The frame never holds the app: no top bar, no heading, and its document is not the app's URL.
  await page.waitForTimeout(1500);
  const inner = page.frameLocator('#victim');
  await expect(inner.locator('header.top-bar')).toHaveCount(0);
  await expect(inner.getByRole('heading', { level: 1 })).toHaveCount(0);
  const child = page.frames().find((f) => f !== page.mainFrame());
  expect(child?.url()).not.toBe(app);
});

test('home, market, DAO, the login popup with the wallet select, and staking run without a CSP violation', async ({ page, wallet }) => {
  expect(wallet).toBeTruthy();
  const violations = await watchViolations(page);
  for (const [path, heading] of [
    ['/en/home', 'Home'],
    ['/en/market/bsc', 'Marketplace'],
    ['/en/dao', 'DAO'],
    ['/en/dao-detail/4', 'Proposal'],
    ['/en/news/0', 'News'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/en/home');
  await signInWithTestWallet(page);
  await page.goto('/en/mypage/staking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My page');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
