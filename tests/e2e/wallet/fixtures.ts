// Playwright fixture for app-level specs: `wallet` installs the test wallet into the page before it loads,
// pointed at the local world the e2e global setup started (E2E_DEPLOYMENTS), and hands back its controller.
import { test as base } from '@playwright/test';
import { readDeployments } from '../../../contracts/deployments';
import { TestWalletController, testWalletConfig, type TestWalletConfig } from './controller';

export interface WalletFixtures {
  /** Overrides for the wallet (e.g. METAMASK_LIKE, another key, another start chain); set with test.use(). */
  walletConfig: Partial<TestWalletConfig>;
  wallet: TestWalletController;
}

export const test = base.extend<WalletFixtures>({
  walletConfig: [{}, { option: true }],
  wallet: async ({ page, walletConfig }, provide) => {
    const d = readDeployments(process.env.E2E_DEPLOYMENTS);
    await TestWalletController.install(
      page,
      testWalletConfig({
        chains: [d.eth, d.bsc, d.pol].map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
        chainId: d.bsc.chainId,
        ...walletConfig,
      }),
    );
    await provide(TestWalletController.of(page));
  },
});

export { expect } from '@playwright/test';
