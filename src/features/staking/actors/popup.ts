// Real actors of the staking popup (Add LAND(s)): owned LAND and campaign from the chain with the config's approval
// requirement, the approval and the deposit (sent, then tracked by the app).
import { fromPromise } from 'xstate';
import { approvalMachine } from '@machines/staking/approvalMachine';
import { stakingPopupMachine } from '@machines/staking/stakingPopupMachine';
import type { ApprovalRequest, AreaData, DepositEstimate, DepositRequest, LoadAreaInput } from '@machines/staking/types';
import { txStepLogic } from '@machines/tx/txStepMachine';
import { approvalRequirements } from '../../../services/chain/approvalRequirements';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';

const ops = () => import('../services/chainOps');

export function stakingPopupLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return stakingPopupMachine.provide({
    actors: {
      // The area's LAND with the config's approval requirement: the popup's guard decides whether Stake approves first.
      loadArea: fromPromise<AreaData, LoadAreaInput>(async ({ input }) => {
        const [area, required] = await Promise.all([ops().then((o) => o.loadArea(deps(), input)), approvalRequirements()]);
        return { ...area, onChainApproval: required.onChain };
      }),
      approval: approvalMachine.provide({
        actors: {
          checkApproval: fromPromise<boolean, ApprovalRequest>(async ({ input }) => (await ops()).checkApproval(deps(), input)),
          approve: txStepLogic<ApprovalRequest>(async (request) => (await ops()).approve(deps(), request)),
        },
      }),
      estimateDeposit: fromPromise<DepositEstimate, DepositRequest>(async ({ input }) => (await ops()).estimateDeposit(deps(), input)),
      deposit: txStepLogic<DepositRequest>(async (request) => (await ops()).sendDeposit(deps(), request)),
    },
  });
}
