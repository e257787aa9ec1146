// The 4th LAND sale with its real actors: the chain (ethers, loaded on the first call) through the wallet the app
// connected, the sale's API calls and logs; the session's user for the logs.
import { fromPromise, type AnyActorRef } from 'xstate';
import { mysteryBoxMachine } from '../../../machines/mysteryBox/mysteryBoxMachine';
import type {
  AllowanceInput,
  BoxApproveRequest,
  BuyTokenRequest,
  LoadSaleInput,
  LoadSaleOutput,
  ReadReceivedInput,
  ReadReceivedOutput,
  SaleLogInput,
} from '../../../machines/mysteryBox/types';
import { txStepLogic } from '../../../machines/tx/txStepMachine';
import { PLATFORM_TOKEN_SYMBOL } from '../../../common/domain/chains';
import { chainDeps, saleApiDeps } from './services/deps';
import { landCards, remainCount, saveSaleLog, type LogUser } from './services/saleApi';

const chainOps = () => import('./services/chainSale');

function sessionUser(system: { get(id: string): AnyActorRef | undefined }): LogUser | null {
  const snapshot = system.get('session')?.getSnapshot() as { context?: { user?: LogUser | null } } | undefined;
  return snapshot?.context?.user ?? null;
}

export function mysteryBoxLogic() {
  return mysteryBoxMachine.provide({
    actors: {
      loadSale: fromPromise<LoadSaleOutput, LoadSaleInput>(async ({ input }) => {
        const ops = await chainOps();
        const [sale, apiRemain] = await Promise.all([ops.readSale(chainDeps(), input), remainCount(saleApiDeps(), input.network)]);
        return { products: ops.productsOf(sale, apiRemain), balanceWei: sale.balanceWei, apiRemain, awaitingReveal: sale.awaitingReveal };
      }),
      readAllowance: fromPromise<string, AllowanceInput>(async ({ input }) => (await chainOps()).readAllowance(chainDeps(), input)),
      approve: txStepLogic<BoxApproveRequest>(async (request) => (await chainOps()).approveExact(chainDeps(), request)),
      buy: txStepLogic<BuyTokenRequest>(async (request) => (await chainOps()).buyToken(chainDeps(), request)),
      readReceived: fromPromise<ReadReceivedOutput, ReadReceivedInput>(async ({ input }) => {
        const revealed = await (await chainOps()).readRevealed(chainDeps(), input);
        if (revealed.status !== 'received') return revealed;
        // No API gives the VRF reward items of a purchase yet: none are shown (docs/mystery-box.md).
        return { status: 'received', lands: await landCards(saleApiDeps(), revealed.tokenIds), rewards: [] };
      }),
      saveLog: fromPromise<void, SaleLogInput>(({ input, system }) => saveSaleLog(saleApiDeps(), input, sessionUser(system), PLATFORM_TOKEN_SYMBOL)),
    },
  });
}
