// The market actions hub with its real actors: the viewer (the app's Viewer port, src/services/viewer.ts), the market
// API, and the chain calls (ethers, loaded on the first call) sent through the wallet the app connected.
import { fromPromise } from 'xstate';
import { listMachine } from '@machines/market/listMachine';
import { tradeHubMachine } from '@machines/market/tradeHubMachine';
import type { HoldingsInput } from '@machines/market/types';
import type { InventoryRow } from '@common/api/marketItems';
import { tradeMachine } from '@machines/market/tradeMachine';
import type {
  AllowanceInput,
  CancelSellRequest,
  CheckFundsInput,
  FundsOutput,
  LandSellInput,
  NftApprovalRequest,
  PrependingInput,
  PrependingOutput,
  RecordTradeInput,
  SellRequest,
  TokenApproveRequest,
  TradeRequest,
} from '@machines/market/types';
import { cancelSellMachine } from '@machines/market/cancelSellMachine';
import { unlistMachine } from '@machines/market/unlistMachine';
import { txStepLogic } from '@machines/tx/txStepMachine';
import { approvalRequirements } from '../../../services/chain/approvalRequirements';
import { defaultChainDeps } from '../../../services/chain/deps';
import { marketApi } from '../services/marketApi';
import { createPrepending, recordLandSale, recordTrade } from '../services/tradeApi';
import { sessionUser } from '../../../services/sessionUser';
import { watchViewer } from '../../../services/viewer';
import { fetchHoldings } from '../services/holdings';
import { marketDeps } from '../services/deps';

const chainOps = () => import('../services/chainTrade');
const deps = () => defaultChainDeps();

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
              const user = sessionUser(system);
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
        actors: {
          cancelSell: cancelSellMachine.provide({
            actors: { send: txStepLogic<CancelSellRequest>(async (request) => (await chainOps()).cancelSell(deps(), request)) },
          }),
        },
      }),
    },
  });
}
