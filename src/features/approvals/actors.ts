// Real actors of the approvals page: the grants read from each network, and the revoke (sent, then tracked by the app).
import { fromPromise } from 'xstate';
import { approvalsMachine } from '@machines/approvals/approvalsMachine';
import { revokeMachine } from '@machines/approvals/revokeMachine';
import type { LoadApprovalsInput, LoadApprovalsOutput, RevokeRequest } from '@machines/approvals/types';
import { txStepLogic } from '@machines/tx/txStepMachine';
import { defaultChainDeps, type ChainDeps } from '../../services/chain/deps';

const ops = () => import('./services/chainApprovals');

export function approvalsLogic(deps: () => ChainDeps = defaultChainDeps) {
  return approvalsMachine.provide({
    actors: {
      loadApprovals: fromPromise<LoadApprovalsOutput, LoadApprovalsInput>(async ({ input }) => (await ops()).loadApprovals(deps(), input)),
      revoke: revokeMachine.provide({
        actors: { send: txStepLogic<RevokeRequest>(async (request) => (await ops()).revoke(deps(), request)) },
      }),
    },
  });
}
