// create-proposal/{category}, signed in for real with the test wallet: a poll created with the author's EIP-712 signature
// (the API keeps a signature that recovers to the author), a visitor's draft kept through a reload and a login from the
// form, a wallet without enough voting power told what is needed, and each field's message. Accounts 45-47 only.
import { verifyTypedData } from 'ethers';
import type { Page } from '@playwright/test';
import { localBaseUrls, DAO } from '@common/api/paths';
import { proposalTypedData } from '@common/domain/daoSigning';
import { account } from '@common/localWorld/accounts';
import { keysOf } from '../staking/helpers';
import { connectTestWallet, signInWithTestWallet } from '../support/login';
import { expect, test } from '../wallet/fixtures';

const API = localBaseUrls('http://127.0.0.1:8787');

/** The form's fields by their labels. */
function form(page: Page) {
  const main = page.getByRole('main');
  return {
    title: main.getByLabel('Title', { exact: true }),
    body: main.getByLabel('Description'),
    choice: (n: number) => main.getByLabel(`Choice ${n}`, { exact: true }),
    submit: main.getByRole('button', { name: 'Sign and create' }),
    preview: main.getByRole('region', { name: 'Preview' }),
    alert: main.locator('.dao-create-error'),
  };
}

test.describe('create a proposal', () => {
  test.describe('as the author with voting power', () => {
    test.use({ walletConfig: { privateKeys: keysOf('daoAuthor') } });

    test('signs a poll with the wallet, lands on its page, and the API keeps a signature that recovers to the author', async ({ page, wallet }) => {
      await page.goto('/en/home');
      await signInWithTestWallet(page);
      await page.goto('/en/create-proposal/poll');
      // After the page load the app reconnects the wallet it signed in with; the page names the signer and network.
      await expect(page.getByText(/Signing as .* on BSC Local/)).toBeVisible({ timeout: 20_000 });
      const f = form(page);
      await f.title.fill('Which  park for Seoul?');
      await f.body.fill('We have **three** places.\n\n<img src=x onerror=alert(1)>');
      // The preview renders as the detail page will: markdown applied, raw HTML shown as text, double spaces collapsed.
      await expect(f.preview.locator('strong')).toHaveText('three');
      await expect(f.preview).toContainText('<img src=x onerror=alert(1)>');
      await expect(f.preview.locator('img')).toHaveCount(0);
      await f.choice(1).fill('Han river');
      await f.choice(2).fill('Namsan');
      await page.getByRole('button', { name: 'Add a choice' }).click();
      await f.choice(3).fill('Seoul forest');
      await page.getByLabel('Approval (any number of choices)').check();

      // The wallet says no: the spec 8 text, and everything typed stays.
      await wallet.failNext('eth_signTypedData_v4', 'reject');
      await f.submit.click();
      await expect(f.alert).toContainText('User rejected the transaction');
      await expect(f.title).toHaveValue('Which  park for Seoul?');
      await expect(f.choice(3)).toHaveValue('Seoul forest');

      await f.submit.click();
      await page.waitForURL(/\/en\/dao-detail\/\d+$/);
      const id = Number(/(\d+)$/.exec(page.url())![1]);
      const signs = (await wallet.requests()).filter((r) => r.method === 'eth_signTypedData_v4');
      expect(signs).toHaveLength(2);

      const res = await page.request.get(API.dao + DAO.proposal(id));
      expect(res.ok()).toBe(true);
      const { data: p } = (await res.json()) as {
        data: {
          title: string;
          body: string;
          author: string;
          choices: string[];
          voteType: string;
          start: number;
          end: number;
          chainId: number;
          signature: string;
          data: Record<string, unknown>;
        };
      };
      expect(p).toMatchObject({ title: 'Which park for Seoul?', choices: ['Han river', 'Namsan', 'Seoul forest'], voteType: 'approval', category: 'poll' });
      expect(p.author.toLowerCase()).toBe(account('daoAuthor').address.toLowerCase());
      // The signed message as the wallet signed it (its params), verified as the server and any reader would.
      const signed = JSON.parse((signs[1]!.params as [string, string])[1]) as { message: Parameters<typeof proposalTypedData>[0] };
      expect(signed.message).toMatchObject({ title: p.title, body: p.body, start: p.start, end: p.end, chainId: p.chainId });
      const t = proposalTypedData(signed.message);
      expect(verifyTypedData(t.domain, t.types as never, t.message, p.signature)).toBe(account('daoAuthor').address);
      // The stored draft went with the creation: the form starts empty again.
      await page.goto('/en/create-proposal/poll');
      await expect(form(page).title).toHaveValue('');
    });
  });

  test.describe('as a visitor who logs in from the form', () => {
    test.use({ walletConfig: { privateKeys: keysOf('daoVisitor') } });

    test('keeps the draft through a reload and the login', async ({ page, wallet }) => {
      void wallet;
      await page.goto('/en/create-proposal/ban_name');
      const f = form(page);
      await f.title.fill('Ban a spammer');
      await f.body.fill('They post links to scams.');
      await page.getByRole('main').getByLabel('Name to ban').fill('Spammer42');
      await page.reload();
      await expect(f.title).toHaveValue('Ban a spammer');
      await expect(page.getByRole('main').getByLabel('Name to ban')).toHaveValue('Spammer42');

      // Signing needs a login: submitting says so, and the page's own button opens the login.
      await f.submit.click();
      await expect(f.alert).toContainText('Log in with a wallet on a supported network to sign.');
      const saleList = page.waitForResponse((r) => r.url().endsWith('/get4thLandUserList'));
      await page.getByRole('button', { name: 'Log in to sign' }).click();
      await connectTestWallet(page);
      const answer = (await (await saleList).json()) as { data?: unknown };
      if (answer.data) await page.getByRole('dialog', { name: '4th LAND sale' }).getByRole('button', { name: 'OK' }).click();
      await expect(page.getByText('My account')).toBeVisible();

      await expect(page).toHaveURL(/\/en\/create-proposal\/ban_name$/);
      await expect(page.getByText(/Signing as .* on BSC Local/)).toBeVisible();
      await expect(f.title).toHaveValue('Ban a spammer');
      await expect(f.body).toHaveValue('They post links to scams.');
      await expect(page.getByRole('main').getByLabel('Name to ban')).toHaveValue('Spammer42');
      await expect(page.getByRole('button', { name: 'Log in to sign' })).toHaveCount(0);
    });
  });

  test.describe('as a wallet without voting power', () => {
    test.use({ walletConfig: { privateKeys: keysOf('daoNoPower') } });

    test('is told how much voting power is needed and has, before any signature', async ({ page, wallet }) => {
      await page.goto('/en/home');
      await signInWithTestWallet(page);
      await page.goto('/en/create-proposal/grant');
      await expect(page.getByText(/Signing as .* on BSC Local/)).toBeVisible({ timeout: 20_000 });
      const f = form(page);
      await f.title.fill('Fund a museum');
      await f.body.fill('A museum of LAND history.');
      await page.getByRole('main').getByLabel('Beneficiary wallet address').fill(account('daoNoPower').address);
      await page.getByRole('main').getByLabel('Amount (DVI)').fill('5000');
      await f.submit.click();
      await expect(f.alert).toContainText(/Not enough voting power: 2,?000 VP needed, your wallet has 0 VP on this network\./);
      const link = f.alert.getByRole('link', { name: 'See how your voting power is counted' });
      await expect(link).toHaveAttribute('href', new RegExp(`/en/voting-power/${account('daoNoPower').address}$`, 'i'));
      expect((await wallet.requests()).some((r) => r.method === 'eth_signTypedData_v4')).toBe(false);
      await expect(f.title).toHaveValue('Fund a museum');
    });
  });

  test('shows each field its own message', async ({ page }) => {
    await page.goto('/en/create-proposal/poi');
    const main = page.getByRole('main');
    const f = form(page);
    await f.submit.click();
    await expect(f.alert).toContainText('Some fields need a fix.');
    await expect(main.getByText('Enter a title of 1 to 200 characters.')).toBeVisible();
    await expect(main.getByText('Describe the proposal in 1 to 10,000 characters.')).toBeVisible();
    await expect(main.getByText('Choose a city.')).toBeVisible();
    await expect(main.getByText('Enter a whole number from -150 to 150.')).toHaveCount(2);
    await expect(main.getByText('Voters answer Yes or No.')).toBeVisible();

    await main.getByLabel('X coordinate').fill('151');
    await expect(main.getByLabel('X coordinate')).toHaveAttribute('aria-invalid', 'true');
    await main.getByLabel('X coordinate').fill('-150');
    await main.getByLabel('Y coordinate').fill('20');
    await main.getByLabel('City').selectOption('seoul');
    await expect(main.getByText('Enter a whole number from -150 to 150.')).toHaveCount(0);
    await expect(main.getByText('Choose a city.')).toHaveCount(0);

    // A voting period shorter than an hour, and a poll's duplicate and missing choices.
    await page.goto('/en/create-proposal/poll');
    const start = await main.getByLabel('Start').inputValue();
    await main.getByLabel('End').fill(start);
    await main.getByLabel('End').blur();
    await expect(main.getByText('Voting must last at least 1 hour.')).toBeVisible();
    await f.choice(1).fill('Yes');
    await f.choice(2).fill('yes');
    await f.choice(2).blur();
    await expect(main.getByText('This choice is already in the list.')).toBeVisible();
    await f.title.fill('x'.repeat(201));
    await f.title.blur();
    await expect(main.getByText('Enter a title of 1 to 200 characters.')).toBeVisible();

    await page.goto('/en/create-proposal/unknown');
    await expect(main.getByRole('heading', { name: 'There is no such proposal category.' })).toBeVisible();
  });
});
