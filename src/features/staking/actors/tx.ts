// Real actors of the pending-transaction tracker: stored hashes restored from local storage, each watched until mined.
import { fromCallback, fromPromise } from 'xstate';
import { txTrackerMachine, type TxTrackerEvent, type WatchTxInput } from '../../../../machines/staking/txTrackerMachine';
import type { TrackedTx } from '../../../../machines/staking/types';
import { defaultStakingDeps, type StakingDeps } from '../services/deps';
import { listStoredTxs, storeTx } from '../services/txStore';

export function stakingTxLogic(deps: () => StakingDeps = defaultStakingDeps) {
  return txTrackerMachine.provide({
    actors: {
      loadPending: fromPromise<TrackedTx[]>(async () => listStoredTxs(deps().storage()).filter((tx) => tx.status === 'pending')),
      watchTx: fromCallback<TxTrackerEvent, WatchTxInput>(({ input, sendBack }) => {
        let live = true;
        // Stored again in case the flow that sent it did not (the hash must survive a reload until mined).
        storeTx(deps().storage(), input.tx);
        import('../services/chainOps')
          .then((ops) => ops.waitForTx(deps(), { chainId: input.tx.chainId, hash: input.tx.hash }))
          .then(
            ({ success }) => live && sendBack({ type: 'TX.SETTLED', hash: input.tx.hash, success }),
            () => live && sendBack({ type: 'TX.SETTLED', hash: input.tx.hash, success: false }),
          );
        return () => {
          live = false;
        };
      }),
    },
  });
}
