// The folder boundaries are lint rules: ESLint with the project's config refuses a deliberate violation of each one.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = '@typescript-eslint/no-restricted-imports';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: `${ROOT}/eslint.config.js` });
});

/** The boundary messages ESLint gives for `code` placed at `filePath` (a file that need not exist). */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('folder boundaries', () => {
  it.each([
    [
      'a machine importing a service from src/',
      'machines/staking/violation.ts',
      "import { defaultStakingDeps } from '../../src/features/staking/services/deps';\nexport const x = defaultStakingDeps;\n",
      /machines\/ imports only xstate/,
    ],
    [
      'a machine importing ethers',
      'machines/staking/violation.ts',
      "import { JsonRpcProvider } from 'ethers';\nexport const x = JsonRpcProvider;\n",
      /Machines do no I\/O/,
    ],
    [
      'the server importing the front end',
      'server/routes/violation.ts',
      "import { appConfig } from '../../src/features/wallet/services/appConfig';\nexport const x = appConfig;\n",
      /never the front end/,
    ],
    [
      'the server importing the chain seeder',
      'server/db/violation.ts',
      "import { WORLD } from '../../contracts/seed/world';\nexport const x = WORLD;\n",
      /never the chain seeder/,
    ],
    ['common/ importing xstate', 'common/domain/violation.ts', "import { setup } from 'xstate';\nexport const x = setup;\n", /common\/ imports only zod/],
    [
      'common/ importing a machine file',
      'common/api/violation.ts',
      "import { TIMING } from '../../machines/constants';\nexport const x = TIMING;\n",
      /common\/ imports only zod/,
    ],
    [
      'the front end importing the server',
      'src/services/violation.ts',
      "import { startApi } from '../../server/index';\nexport const x = startApi;\n",
      /through the API contract/,
    ],
    [
      'a design-system component importing a feature',
      'src/components/Violation.tsx',
      "import { StakingHome } from '../features/staking/views/StakingHome';\nexport const X = StakingHome;\n",
      /may not import a feature/,
    ],
    [
      'a design-system component importing a selector',
      'src/components/Violation.tsx',
      "import { selectCountdown } from '../../machines/staking/selectors';\nexport const x = selectCountdown;\n",
      /may not import a machine/,
    ],
    [
      "a feature importing another feature's internals",
      'src/features/staking/views/Violation.tsx',
      "import { LoginPopup } from '../../auth/views/LoginPopup';\nexport const X = LoginPopup;\n",
      /may not import another feature/,
    ],
    [
      'a feature importing the services of a feature it may otherwise use',
      'src/features/home/views/Violation.tsx',
      "import { defaultStakingDeps } from '../../staking/services/deps';\nexport const x = defaultStakingDeps;\n",
      /may not import another feature's services/,
    ],
  ])('refuses %s', async (_name, filePath, code, message) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    [
      "another feature's internals",
      'src/features/staking/views/Violation.tsx',
      "export const X = () => import('../../auth/views/LoginPopup');\n",
      /another feature's internals/,
    ],
    [
      "another feature's services",
      'src/features/market/actors/Violation.ts',
      "export const x = () => import('../../staking/services/chainOps');\n",
      /another feature's/,
    ],
    [
      "an allowed feature's services",
      'src/features/home/views/Violation.tsx',
      "export const x = () => import('../../staking/services/deps');\n",
      /another feature's services/,
    ],
  ])('refuses a dynamic import() of %s', async (_name, filePath, code, message) => {
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it('lets each folder import what the arrows allow', async () => {
    expect(
      await boundaryMessages(
        'machines/staking/allowed.ts',
        "import { setup } from 'xstate';\nimport { CAMPAIGN_STATUS } from '../../common/domain/campaign';\nimport { TIMING } from '../constants';\nexport const x = [setup, CAMPAIGN_STATUS, TIMING];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        'common/api/allowed.ts',
        "import { z } from 'zod';\nimport { CHAIN_FAMILIES } from '../domain/chains';\nexport const x = z.enum(CHAIN_FAMILIES);\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        'server/routes/allowed.ts',
        "import { WEB } from '../../common/api/paths';\nimport { WORLD } from '../../common/localWorld/world';\nexport const x = [WEB, WORLD];\n",
      ),
    ).toEqual([]);
    // The design system may name a machine type and read the section 9 numbers.
    expect(
      await boundaryMessages(
        'src/components/Allowed.tsx',
        "import type { Message } from '../../machines/shared/message';\nimport { PAGE_SIZE } from '../../machines/constants';\nexport const x: Message | number = PAGE_SIZE.marketItems;\n",
      ),
    ).toEqual([]);
    // A documented allowance (FEATURE_ALLOWANCES): the home page shows the staking campaign section.
    expect(
      await boundaryMessages(
        'src/features/home/views/Allowed.tsx',
        "import { StakingHome } from '../../staking/views/StakingHome';\nexport const X = StakingHome;\n",
      ),
    ).toEqual([]);
    // The shared chain layer is below every feature.
    expect(
      await boundaryMessages(
        'src/features/market/services/Allowed.ts',
        "import { send } from '../../../services/chain/send';\nexport const x = () => [send, import('../../../services/chain/readChain')];\n",
      ),
    ).toEqual([]);
  });
});
