// The market actions hub with its real actors: the viewer read from the app's session and wallet actors, the market
// API, and the chain calls (ethers, loaded on the first call) sent through the wallet the app connected.
import { fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { listMachine } from '../../../../machines/market/listMachine';
import { tradeHubMachine, type HoldingsInput, type TradeHubEvent } from '../../../../machines/market/tradeHubMachine';
import type { InventoryRow } from '../../../../common/api/marketItems';
import { tradeMachine } from '../../../../machines/market/tradeMachine';
import type {
  AllowanceInput,
  CancelSellRequest,
  CheckFundsInput,
  FundsOutput,
  LandSellInput,
  MarketViewer,
  NftApprovalRequest,
  PrependingInput,
  PrependingOutput,
  RecordTradeInput,
  SellRequest,
  TokenApproveRequest,
  TradeRequest,
} from '../../../../machines/market/types';
import { unlistMachine } from '../../../../machines/market/unlistMachine';
import { txStepLogic } from '../../../../machines/tx/txStepMachine';
import type { WalletTypeCode } from '../../../../common/domain/wallet';
import { approvalRequirements } from '../../../services/chain/approvalRequirements';
import { defaultChainDeps } from '../../../services/chain/deps';
import { marketApi } from '../services/marketApi';
import { createPrepending, recordLandSale, recordTrade } from '../services/tradeApi';
import { sessionUser } from '../../../services/sessionUser';
import { fetchHoldings } from '../services/holdings';
import { marketDeps } from '../services/deps';

const chainOps = () => import('../services/chainTrade');
const deps = () => defaultChainDeps();

interface SessionView {
  context?: { user?: { walletAddr?: string } | null };
}
interface WalletView {
  context?: { address?: string | null; chainId?: number | null; walletType?: WalletTypeCode | null };
  value?: unknown;
}

/** Who is looking, from the root's session and wallet actors (none in a test without them). */
export function viewerOf(system: { get: (id: string) => AnyActorRef | undefined }): MarketViewer {
  const session = system.get('session')?.getSnapshot() as SessionView | undefined;
  const walletSnapshot = system.get('wallet')?.getSnapshot() as WalletView | undefined;
  const wallet = walletSnapshot?.context;
  const user = session?.context?.user ?? null;
  return {
    signedIn: user !== null,
    registered: user?.walletAddr ?? null,
    wallet: wallet?.address && wallet.chainId ? { address: wallet.address, chainId: wallet.chainId, walletType: wallet.walletType ?? null } : null,
    // The wallet session's restore at start (machines/wallet/walletMachine.ts 'reconnecting').
    settling: walletSnapshot?.value === 'reconnecting',
  };
}

const sameViewer = (a: MarketViewer, b: MarketViewer) => JSON.stringify(a) === JSON.stringify(b);

/** Reports the viewer now and on every snapshot of the session or the wallet that changes it. */
export const watchViewer = fromCallback<TradeHubEvent>(({ sendBack, system }) => {
  let last: MarketViewer | null = null;
  const report = () => {
    const viewer = viewerOf(system);
    if (last && sameViewer(last, viewer)) return;
    last = viewer;
    sendBack({ type: 'MARKET.VIEWER', viewer });
  };
  const subscriptions = (['session', 'wallet'] as const).flatMap((id) => {
    const ref = system.get(id) as AnyActorRef | undefined;
    return ref ? [ref.subscribe(report)] : [];
  });
  report();
  return () => subscriptions.forEach((s) => s.unsubscribe());
});

export function marketTradeLogic() {
  return tradeHubMachine.provide({
    actors: {
      watchViewer,
      // market_inventory, or the chain (balances and Get_Orders) when the back end does not offer it.
      loadHoldings: fromPromise<InventoryRow[], HoldingsInput>(({ input }) => fetchHoldings(marketDeps(), input.network, input.owner)),
      approvalRequirements: fromPromise(() => approvalRequirements()),
      trade: tradeMachine.provide({
        actors: {
          checkFunds: fromPromise<FundsOutput, CheckFundsInput>(async ({ input }) => (await chainOps()).checkFunds(deps(), input)),
          createPrepending: fromPromise<PrependingOutput, PrependingInput>(({ input, system }) =>
            createPrepending(marketApi, input, () => {
              // lgl0002_ex's account: the user's ID, or the accountId of a wallet user who has none.
              const user = sessionUser<{ account?: string | null; accountId?: string }>(system);
              return user?.account || user?.accountId || null;
            }),
          ),
          readAllowance: fromPromise<string, AllowanceInput>(async ({ input }) => (await chainOps()).readAllowance(deps(), input)),
          approve: txStepLogic<TokenApproveRequest>(async (request) => (await chainOps()).approveToken(deps(), request)),
          trade: txStepLogic<TradeRequest>(async (request) => (await chainOps()).trade(deps(), request)),
          recordTrade: fromPromise<void, RecordTradeInput>(({ input }) => recordTrade(marketApi, input)),
        },
      }),
      list: listMachine.provide({
        actors: {
          checkNftApproval: fromPromise<boolean, NftApprovalRequest>(async ({ input }) => (await chainOps()).checkNftApproval(deps(), input)),
          approve: txStepLogic<NftApprovalRequest>(async (request) => (await chainOps()).approveNft(deps(), request)),
          sell: txStepLogic<SellRequest>(async (request) => (await chainOps()).sell(deps(), request)),
          recordLandSale: fromPromise<void, LandSellInput>(({ input }) => recordLandSale(marketApi, input)),
        },
      }),
      unlist: unlistMachine.provide({
        actors: { cancelSell: txStepLogic<CancelSellRequest>(async (request) => (await chainOps()).cancelSell(deps(), request)) },
      }),
    },
  });
}
