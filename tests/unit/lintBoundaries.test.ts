// The folder boundaries are lint rules: ESLint with the project's config refuses a deliberate violation of each one, as a
// static import and as an import(), and lets each folder import what the arrows allow.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STATIC = '@typescript-eslint/no-restricted-imports';
const DYNAMIC = 'no-restricted-syntax';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: `${ROOT}/eslint.config.js` });
});

/** The boundary messages ESLint gives for `code` placed at `filePath` (a file that need not exist), by rule. */
async function boundaryMessages(filePath: string, code: string, rule = STATIC): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** [what, where, specifier, expected message]: each must be refused both as `import ... from` and as `import()`. */
const VIOLATIONS: [string, string, string, RegExp][] = [
  ['a machine importing a service from src/', 'machines/staking/violation.ts', '../../src/features/staking/services/deps', /machines\/ imports only xstate/],
  ['a machine importing ethers', 'machines/staking/violation.ts', 'ethers', /machines do no I\/O/],
  ['a machine importing react', 'machines/market/violation.ts', 'react', /machines\/ imports only xstate/],
  ['a machine importing the kit', 'machines/app/violation.ts', '@kit/useFlow', /machines\/ imports only xstate/],
  ['a machine climbing to common/ instead of @common', 'machines/dao/violation.ts', '../../common/domain/chains', /machines\/ imports only xstate/],
  ['the server importing the front end', 'server/routes/violation.ts', '../../src/features/wallet/services/appConfig', /never the front end/],
  ['the server importing a machine by its alias', 'server/routes/violation.ts', '@machines/constants', /never the front end/],
  ['common/ importing xstate', 'common/domain/violation.ts', 'xstate', /common\/ imports only zod/],
  ['common/ importing a machine file', 'common/api/violation.ts', '@machines/constants', /common\/ imports only zod/],
  ['common/ climbing to a machine file', 'common/api/violation.ts', '../../machines/constants', /common\/ imports only zod/],
  ['the front end importing the server', 'src/services/violation.ts', '../../server/index', /through the API contract/],
  [
    'the front end importing the Solidity tools',
    'src/features/market/services/violation.ts',
    '../../../../contracts/deployments',
    /contracts\/ is for node tools/,
  ],
  ['a service importing a feature', 'src/services/api/violation.ts', '../../features/market/services/api', /src\/services\/ is shared plumbing/],
  ['a service importing the app', 'src/services/violation.ts', '../app/AppProvider', /src\/services\/ is shared plumbing/],
  ['a service importing a design-system view', 'src/services/violation.ts', '../components/Button', /src\/services\/ is shared plumbing/],
  ['a service importing the kit', 'src/services/violation.ts', '@kit/useFlow', /src\/services\/ is shared plumbing/],
  ['the configuration importing a service', 'src/config/violation.ts', '../services/logger', /src\/config\/ imports only/],
  ['the configuration importing a feature', 'src/config/violation.ts', '../features/wallet/services/appConfig', /src\/config\/ imports only/],
  [
    'a design-system component importing a feature',
    'src/components/Violation.tsx',
    '../features/staking/views/StakingHome',
    /src\/components\/ is the design system/,
  ],
  ['a design-system component importing the app', 'src/components/Violation.tsx', '../app/layout/TopBar', /src\/components\/ is the design system/],
  ['a design-system component importing a service', 'src/components/Violation.tsx', '../services/storage', /src\/components\/ is the design system/],
  ['a design-system component importing the kit', 'src/components/Violation.tsx', '@kit/useFlow', /src\/components\/ is the design system/],
  ['a design-system component importing a selector', 'src/components/Violation.tsx', '@machines/staking/selectors', /may not import a machine/],
  ['the kit importing a feature', 'src/kit/violation.ts', '../features/auth/views/LoginPopup', /src\/kit\/ is below the features/],
  ['the kit importing the app', 'src/kit/violation.ts', '../app/AppProvider', /src\/kit\/ is below the features/],
  ['a feature importing the app', 'src/features/market/views/Violation.tsx', '../../../app/AppProvider', /may not import src\/app/],
  [
    "a feature importing another feature's internals",
    'src/features/staking/views/Violation.tsx',
    '../../auth/views/LoginPopup',
    /may not import another feature/,
  ],
  [
    "a nested feature importing another feature's internals",
    'src/features/dao/list/views/Violation.tsx',
    '../../../market/views/MarketPage',
    /may not import another feature/,
  ],
  [
    'a feature importing the services of a feature it may otherwise use',
    'src/features/home/views/Violation.tsx',
    '../../staking/services/deps',
    /another feature's services/,
  ],
];

describe('folder boundaries', () => {
  it.each(VIOLATIONS)('refuses %s (static import)', async (_name, filePath, specifier, message) => {
    const messages = await boundaryMessages(filePath, `import * as m from '${specifier}';\nexport const x = m;\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each(VIOLATIONS)('refuses %s (import())', async (_name, filePath, specifier, message) => {
    const messages = await boundaryMessages(filePath, `export const x = () => import('${specifier}');\n`, DYNAMIC);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it('lets each folder import what the arrows allow', async () => {
    const allowed: [string, string][] = [
      [
        'machines/staking/allowed.ts',
        "import { setup } from 'xstate';\nimport type { z } from 'zod';\nimport { CAMPAIGN_STATUS } from '@common/domain/campaign';\nimport { TIMING } " +
          "from '../constants';\nexport type Z = z.ZodType;\nexport const x = [setup, CAMPAIGN_STATUS, TIMING];\n",
      ],
      ['common/api/allowed.ts', "import { z } from 'zod';\nimport { CHAIN_FAMILIES } from '../domain/chains';\nexport const x = z.enum(CHAIN_FAMILIES);\n"],
      [
        'server/routes/allowed.ts',
        "import { WEB } from '@common/api/paths';\nimport { WORLD } from '@common/localWorld/world';\nexport const x = [WEB, WORLD];\n",
      ],
      // The design system may name a machine type and read the section 9 numbers, and format numbers.
      [
        'src/components/Allowed.tsx',
        "import type { Message } from '@machines/shared/message';\nimport { PAGE_SIZE } from '@machines/constants';\nimport { formatAmount } from " +
          "'../format/number';\nexport const x: Message | number = PAGE_SIZE.marketItems;\nexport const f = formatAmount;\n",
      ],
      [
        'src/services/chain/allowed.ts',
        "import { readConfig } from '../../config/appConfig';\nimport { WEB } from '@common/api/paths';\nexport const x = [readConfig, WEB];\n",
      ],
      [
        'src/config/allowed.ts',
        "import { CHAIN_ID } from '@common/domain/chains';\nimport { TIMING } from '@machines/constants';\nexport const x = [CHAIN_ID, TIMING];\n",
      ],
      [
        'src/kit/allowed.ts',
        "import type { LinkComponent } from '../components/Button';\nimport { appMachine } from '@machines/app/appMachine';\nexport const x: " +
          '[LinkComponent?, unknown?] = [undefined, appMachine];\n',
      ],
      // A feature uses the kit; a documented allowance (FEATURE_ALLOWANCES): the home page shows the staking campaign section.
      [
        'src/features/home/views/Allowed.tsx',
        "import { useFlow } from '@kit/useFlow';\nimport { StakingHome } from '../../staking/views/StakingHome';\nexport const X = [useFlow, " +
          "StakingHome, () => import('../../staking/views/StakingHome')];\n",
      ],
      // The shared chain layer is below every feature.
      [
        'src/features/market/services/Allowed.ts',
        "import { send } from '../../../services/chain/send';\nexport const x = () => [send, import('../../../services/chain/readChain')];\n",
      ],
      // The composition root imports features and the kit.
      ['src/app/Allowed.tsx', "import { useFlow } from '@kit/useFlow';\nexport const x = [useFlow, () => import('../features/market/views/MarketPage')];\n"],
    ];
    for (const [filePath, code] of allowed) {
      expect([filePath, await boundaryMessages(filePath, code)]).toEqual([filePath, []]);
      expect([filePath, await boundaryMessages(filePath, code, DYNAMIC)]).toEqual([filePath, []]);
    }
  });
});

/** [what, where, JSX]: a native element (or a native element given a widget role) the design system wraps, refused outside it. */
const RAW_ELEMENTS: [string, string, string, RegExp][] = [
  ['a raw <button> in a feature view', 'src/features/market/views/Violation.tsx', '<button type="button">Buy</button>', /instead of a raw <button>/],
  ['a raw <button> in the app shell', 'src/app/layout/Violation.tsx', '<button type="button">Menu</button>', /instead of a raw <button>/],
  ['a raw <select> in a feature view', 'src/features/staking/views/Violation.tsx', '<select aria-label="Area" />', /instead of a raw <select>/],
  ['a raw <table> in a feature view', 'src/features/dao/list/views/Violation.tsx', '<table />', /instead of a raw <table>/],
  ['a raw <dialog> in the app shell', 'src/app/overlays/Violation.tsx', '<dialog open>Notice</dialog>', /instead of a raw <dialog>/],
  ['a hand-made tab list', 'src/features/staking/views/Violation.tsx', '<div role="tablist" aria-label="My reward" />', /Tabs or Dialog/],
  ['a hand-made tab', 'src/features/events/views/Violation.tsx', '<span role="tab">Vote</span>', /Tabs or Dialog/],
  ['a hand-made modal', 'src/features/market/views/Violation.tsx', '<div role="dialog" aria-modal="true" />', /Tabs or Dialog/],
];

describe('one component set (issue 26)', () => {
  it.each(RAW_ELEMENTS)('refuses %s', async (_name, filePath, jsx, message) => {
    const messages = await boundaryMessages(filePath, `export const X = () => ${jsx};\n`, DYNAMIC);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it("lets the design system use the native elements, and the features its components (a Dialog's role prop included)", async () => {
    const allowed: [string, string][] = [
      ['src/components/Allowed.tsx', 'export const X = () => <div role="tablist"><button type="button" role="tab">A</button><dialog /><table /></div>;\n'],
      [
        'src/app/overlays/Allowed.tsx',
        "import { Button } from '../../components/Button';\nimport { Dialog } from '../../components/Dialog';\nexport const X = () => <Dialog " +
          'role="alertdialog" title="Notice" actions={<Button>OK</Button>}>Hi</Dialog>;\n',
      ],
      [
        'src/features/market/views/Allowed.tsx',
        'import { Button } from \'../../../components/Button\';\nexport const X = () => <Button variant="bare" role="switch">On</Button>;\n',
      ],
    ];
    for (const [filePath, code] of allowed) expect([filePath, await boundaryMessages(filePath, code, DYNAMIC)]).toEqual([filePath, []]);
  });
});
