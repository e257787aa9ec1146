// News, guide, studio and Home end to end on the production build and the local world (a visitor): news paging and
// category tabs in EN and KO, a news-detail, a guide sub-page, Home's sections and latest news, and hostile post bodies.
import { expect, test, type Page } from '@playwright/test';

const posts = (page: Page) => page.getByRole('list', { name: /^(Posts|게시물 목록|Latest news|최신 뉴스)$/ }).getByRole('listitem');
const pager = (page: Page, name: string) => page.getByRole('navigation', { name });
/** A post's title heads its article; the page heading stays News. */
const postTitle = (page: Page) => page.locator('#news-article-title');

test('@spec news: 4 a page, pages without overlap, category tabs, entries link to their detail (EN)', async ({ page }) => {
  await page.goto('/en/news');
  await expect(page).toHaveURL('/en/news/0');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(posts(page)).toHaveCount(4);
  await expect(posts(page).first()).toContainText('LAND staking season 4 opens');
  const first = await posts(page).allInnerTexts();
  // 30 posts: 8 pages in one group of page links.
  await expect(pager(page, 'News pages').getByRole('link', { name: /^Page \d+$/ })).toHaveCount(8);
  await pager(page, 'News pages').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/en/news/1');
  await expect(pager(page, 'News pages').getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The pager follows the URL at once, the posts a moment later: wait for page 2's newest post before reading the list.
  await expect(posts(page).first()).toContainText('Market filters improved');
  await expect(posts(page)).toHaveCount(4);
  const second = await posts(page).allInnerTexts();
  expect(second.filter((t) => first.includes(t))).toEqual([]);

  const tabs = page.getByRole('navigation', { name: 'News categories' });
  await tabs.getByRole('link', { name: 'Update' }).click();
  await expect(page).toHaveURL('/en/news/0?category=update');
  await expect(tabs.getByRole('link', { name: 'Update' })).toHaveAttribute('aria-current', 'page');
  await expect(posts(page).first()).toContainText('Client 0.8.5 released');
  for (const text of await posts(page).allInnerTexts()) expect(text).toContain('Update');
  // 10 Update posts: pages 1 to 3, the last one with 2.
  await pager(page, 'News pages').getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL('/en/news/2?category=update');
  await expect(posts(page)).toHaveCount(2);

  const link = posts(page).first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/en\/news-detail\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(/\/en\/news-detail\/\d+$/);
  await expect(postTitle(page)).toHaveText('Mac client update');
});

test('news in Korean: Korean titles and tabs; a post in Korean with its markdown body rendered', async ({ page }) => {
  await page.goto('/ko/news/0?category=notice');
  const tabs = page.getByRole('navigation', { name: '뉴스 분류' });
  await expect(tabs.getByRole('link', { name: '알림' })).toHaveAttribute('aria-current', 'page');
  await expect(posts(page)).toHaveCount(4);
  await expect(posts(page).first()).toContainText('정기 점검 안내');
  await pager(page, '뉴스 페이지').getByRole('link', { name: /3/ }).click();
  await expect(page).toHaveURL('/ko/news/2?category=notice');
  await expect(posts(page)).toHaveCount(2);

  await page.goto('/ko/news/0');
  await posts(page).first().getByRole('link').click();
  await expect(postTitle(page)).toHaveText('LAND 스테이킹 시즌 4 오픈');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('뉴스');
  const body = page.locator('.news-body');
  await expect(body.getByRole('heading', { level: 2 })).toHaveText('시즌 4 한눈에 보기');
  await expect(body.getByRole('listitem')).toHaveCount(3);
  // A link of the body to one of our pages navigates in the app.
  await body.getByRole('link', { name: '스테이킹 가이드' }).click();
  await expect(page).toHaveURL('/ko/guide/guide/2');
  // The address changes before the guide's code is in: wait, as a person does, for the guide page itself.
  const topics = page.getByRole('navigation', { name: '주제' });
  await expect(topics.getByRole('link', { name: 'LAND 스테이킹' })).toHaveAttribute('aria-current', 'page');
  await expect(postTitle(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('LAND 스테이킹');
});

test('news: a failed load shows an alert with Retry, which loads the page', async ({ page }) => {
  await page.route('**/web/post_get_list_ex', (route) => route.abort());
  await page.goto('/en/news/1?category=notice');
  const alert = page.getByRole('alert').filter({ hasText: 'The news could not be loaded.' });
  await expect(alert).toBeVisible();
  await page.unroute('**/web/post_get_list_ex');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(posts(page)).toHaveCount(4);
  await expect(posts(page).first()).toContainText('Server migration');
});

test('news-detail of an unknown post says it does not exist', async ({ page }) => {
  await page.goto('/en/news-detail/999999');
  await expect(page.getByRole('heading', { name: 'This post does not exist.' })).toBeVisible();
});

test('@spec guide: five tabs, a sub-page with its topic list and previous/next; the Download tab; studio', async ({ page }) => {
  await page.goto('/en/guide');
  await expect(page).toHaveURL('/en/guide/guide');
  const tabs = page.getByRole('navigation', { name: 'Guide sections' });
  await expect(tabs.getByRole('link')).toHaveText(['Guide', 'Creator', 'Wallet', 'Download', 'DVI']);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Getting started');
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await topics.getByRole('link', { name: 'Staking LAND' }).click();
  await expect(page).toHaveURL('/en/guide/guide/2');
  await expect(topics.getByRole('link', { name: 'Staking LAND' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.guide-steps li')).toHaveCount(4);
  await page
    .getByRole('navigation', { name: 'Previous and next topic' })
    .getByRole('link', { name: /Trading on the market/ })
    .click();
  await expect(page).toHaveURL('/en/guide/guide/3');
  // The URL changes before the new topic shows, and every topic has an h2: the new topic is marked current first.
  await expect(topics.getByRole('link', { name: 'Trading on the market' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Trading on the market');

  await tabs.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL('/en/guide/wallet');
  await expect(tabs.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Supported wallets');
  await page.goto('/ko/guide/dvi/1');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('DVI와 DVG 얻기');
  await page.goto('/en/guide/creator/9');
  await expect(page.getByRole('heading', { name: 'This guide page does not exist.' })).toBeVisible();

  await page.goto('/en/guide/download');
  await expect(tabs.getByRole('link', { name: 'Download' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Topics' })).toHaveCount(0);

  await page.goto('/en/studio');
  await expect(page.getByRole('heading', { name: 'What the studio does' })).toBeVisible();
  await page.getByRole('link', { name: 'Read the creator guide' }).click();
  await expect(page).toHaveURL('/en/guide/creator');
});

test('home: Meta-Space, Meta-City with the land menu, NFT Market, and the 6 latest news linking to their posts', async ({ page }) => {
  await page.goto('/en/home');
  for (const name of ['Meta-Space', 'Meta-City', 'NFT Market', 'Latest news']) await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const menu = page.getByRole('list', { name: 'LAND maps' });
  await expect(menu.getByRole('link')).toHaveText(['Gangnam', 'New York', 'London', 'Tokyo', 'Berlin', 'São Paulo']);
  await expect(menu.getByRole('link', { name: 'London' })).toHaveAttribute('href', '/en/market/pol?view=land&city=london');
  await expect(menu.getByText('Hong Kong (coming soon)')).toBeVisible();

  await expect(posts(page)).toHaveCount(6);
  const links = posts(page).getByRole('link');
  for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) expect(href).toMatch(/^\/en\/news-detail\/\d+$/);
  await expect(posts(page).nth(1)).toContainText('Client 0.8.5 released');
  await links.nth(1).click();
  await expect(postTitle(page)).toHaveText('Client 0.8.5 released');

  await page.goto('/ko/home');
  await expect(posts(page).first()).toContainText('LAND 스테이킹 시즌 4 오픈');
  await page.goto('/en/home');
  await menu.getByRole('link', { name: 'Gangnam' }).click();
  await expect(page).toHaveURL('/en/market/bsc?view=land&city=seoul');
});

/** Bodies that would run script, load from another host or restyle the page if passed through. */
const HOSTILE_BODIES = [
  '<p>Inert text one</p><script>alert("script")</script><script src="https://evil.example/x.js"></script>',
  '<p>Inert text two</p><img src="x" onerror="alert(\'onerror\')"><img src="https://evil.example/pixel.gif">',
  '<p>Inert text three</p><a href="javascript:alert(\'js\')">click me</a><a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<p>Inert text four</p><svg><script>alert("svg")</script><image href="https://evil.example/i.png" onload="alert(\'svg2\')"/></svg>',
  '<p>Inert text five</p><iframe src="https://evil.example/frame"></iframe><object data="https://evil.example/o"></object>',
  '<p>Inert text six</p><style>body{display:none}</style><p style="background:url(https://evil.example/bg.png)">styled</p><link rel="stylesheet" ' +
    'href="https://evil.example/a.css">',
  'Inert text seven\n\n[md link](javascript:alert(1))\n\n<img src=x onerror=alert(2)>\n\n![pic](https://evil.example/md.png)',
];

test('hostile post bodies render inert: no dialog, no request to an outside host, no script, frame, handler or style', async ({ page }) => {
  const dialogs: string[] = [];
  const outside: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (!['127.0.0.1', 'localhost'].includes(host) && !r.url().startsWith('data:')) outside.push(r.url());
  });
  // Outside requests must not happen at all: they are refused here too, so a failure cannot leak anything.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());

  await page.goto('/en/news/0');
  const id = (await posts(page).first().getByRole('link').getAttribute('href'))!.split('/').pop()!;
  for (const [i, body] of HOSTILE_BODIES.entries()) {
    // The API's real answer for the post, with its body replaced by a hostile one (markdown for the last).
    await page.route('**/web/post_get_by_id_ex', async (route) => {
      const answer = await route.fetch();
      const json = (await answer.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response: answer, json: { data: { ...json.data, body, format: i === HOSTILE_BODIES.length - 1 ? 'markdown' : 'html' } } });
    });
    await page.goto(`/en/news-detail/${id}?hostile=${i}`);
    const rendered = page.locator('.news-body');
    await expect(rendered).toContainText(/Inert text/);
    const found = await rendered.evaluate((el) => ({
      elements: [...el.querySelectorAll('script, iframe, object, embed, style, link, svg, form')].map((e) => e.tagName),
      handlers: [...el.querySelectorAll('*')].flatMap((e) => [...e.attributes].filter((a) => a.name.startsWith('on') || a.name === 'style').map((a) => a.name)),
      urls: [...el.querySelectorAll('[href], [src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')).filter((u) => !/^(https?:|\/)/.test(u ?? '')),
    }));
    expect(found).toEqual({ elements: [], handlers: [], urls: [] });
    await expect(page.locator('body')).toBeVisible();
    await page.unroute('**/web/post_get_by_id_ex');
  }
  // Give any deferred handler a moment to fire before checking nothing did.
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(outside).toEqual([]);
});
