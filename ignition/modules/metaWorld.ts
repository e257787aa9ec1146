// Ignition module (the one `npm run deploy` runs): every contract's module, the sale, then the hand-over: each role goes
// to its parameter's address (admin, operations, minter), and only once every contract is wired does the deployer
// renounce every role it holds, so it ends with none and no contract is ever without an admin.
import { buildModule, type CallableContractFuture, type Future } from '@nomicfoundation/ignition-core';
import type { DeployParams } from '../../scripts/deploy/params';
import { ROLE } from '../roles';
import gameItems1155Module from './gameItems1155';
import gameItems721Module from './gameItems721';
import landMarketModule from './landMarket';
import landMysteryBoxModule from './landMysteryBox';
import landStakingModule from './landStaking';
import platformTokenModule from './platformToken';
import { saleModule } from './sale';
import signerExecutorModule from './signerExecutor';

type Holder = 'admin' | 'operations' | 'minter';

export function metaWorldModule(sale: DeployParams['sale']) {
  const modules = [
    platformTokenModule,
    landStakingModule,
    signerExecutorModule,
    landMarketModule,
    landMysteryBoxModule,
    gameItems1155Module,
    gameItems721Module,
  ];
  const saleMod = saleModule(sale);
  return buildModule('MetaWorld', (m) => {
    const { token } = m.useModule(platformTokenModule);
    const { staking, rewardBox, land721, land1155 } = m.useModule(landStakingModule);
    const { executor } = m.useModule(signerExecutorModule);
    const { market } = m.useModule(landMarketModule);
    const { mysteryBox } = m.useModule(landMysteryBoxModule);
    const { items1155 } = m.useModule(gameItems1155Module);
    const { items721 } = m.useModule(gameItems721Module);
    m.useModule(saleMod);
    const holder = (h: Holder) => m.getParameter<string>(h);
    const plan: [string, CallableContractFuture<string>, [string, string, Holder][]][] = [
      ['token', token, [['MINTER', ROLE.MINTER, 'minter']]],
      ['land721', land721, [['MINTER', ROLE.MINTER, 'minter']]],
      ['land1155', land1155, [['MINTER', ROLE.MINTER, 'minter']]],
      ['items1155', items1155, [['MINTER', ROLE.MINTER, 'minter']]],
      ['items721', items721, [['MINTER', ROLE.MINTER, 'minter']]],
      ['rewardBox', rewardBox, []],
      ['staking', staking, [['CAMPAIGN_ADMIN', ROLE.CAMPAIGN_ADMIN, 'operations']]],
      ['executor', executor, []],
      ['market', market, [['MANAGER', ROLE.MANAGER, 'operations']]],
      ['mysteryBox', mysteryBox, [['MANAGER', ROLE.MANAGER, 'operations']]],
    ];
    const grants: Future[] = [];
    for (const [name, contract, roles] of plan) {
      for (const [label, role, to] of [...roles, ['ADMIN', ROLE.DEFAULT_ADMIN, 'admin'] as [string, string, Holder]]) {
        grants.push(m.call(contract, 'grantRole', [role, holder(to)], { id: `grant_${name}_${label}` }));
      }
    }
    // The deployer is never a holder (scripts/deploy/deployNetwork.ts refuses it), so renouncing cannot undo a grant.
    for (const [name, contract, roles] of plan) {
      for (const [label, role] of [...roles, ['ADMIN', ROLE.DEFAULT_ADMIN] as [string, string]]) {
        m.call(contract, 'renounceRole', [role, m.getAccount(0)], { id: `renounce_${name}_${label}`, after: [...grants, ...modules, saleMod] });
      }
    }
    return { token, land721, land1155, rewardBox, staking, executor, market, mysteryBox, items1155, items721 };
  });
}
