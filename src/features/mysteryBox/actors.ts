// The 4th LAND sale with its real actors: the chain (ethers, loaded on the first call) through the wallet the app
// connected, the sale's API calls (LAND cards, VRF reward items) and logs; the session's user for the logs. And the
// sale popup's: what it remembers (session and local storage) and the sale the web config names for a network.
import { fromPromise } from 'xstate';
import { mysteryBoxMachine } from '@machines/mysteryBox/mysteryBoxMachine';
import { salePopupMachine } from '@machines/mysteryBox/salePopupMachine';
import type {
  AllowanceInput,
  BoxApproveRequest,
  BuyTokenRequest,
  LoadSaleConfigInput,
  LoadSaleConfigOutput,
  LoadSaleInput,
  LoadSaleOutput,
  PopupSeen,
  ReadReceivedInput,
  ReadReceivedOutput,
  SaleLogInput,
} from '@machines/mysteryBox/types';
import { txStepLogic } from '@machines/tx/txStepMachine';
import { LOCAL_CHAINS, PLATFORM_TOKEN_SYMBOL, chainKeyOf, type ChainFamily } from '@common/domain/chains';
import { i18n } from '../../i18n/i18n';
import { chainDeps, saleApiDeps } from './services/deps';
import { landCards, purchaseInfo, purchaseRewards, remainCount, saveSaleLog } from './services/saleApi';
import { hideToday, markShown, popupState } from './services/popupStore';
import { sessionUser } from '../../services/sessionUser';
import { defaultChainDeps } from '../../services/chain/deps';

const chainOps = () => import('./services/chainSale');

/** The network family of a chain as the app's configured networks have it (the sale's popup lists the same), else the local chain's. */
async function familyOf(chainId: number): Promise<ChainFamily | null> {
  const listed = defaultChainDeps()
    .networks()
    .find((n) => n.chainId === chainId)?.family;
  const key = chainKeyOf(chainId);
  return listed ?? (key ? LOCAL_CHAINS[key].family : null);
}

export function mysteryBoxLogic() {
  return mysteryBoxMachine.provide({
    actors: {
      loadSale: fromPromise<LoadSaleOutput, LoadSaleInput>(async ({ input }) => {
        const ops = await chainOps();
        const [sale, apiRemain] = await Promise.all([ops.readSale(chainDeps(), input), remainCount(saleApiDeps(), input.network)]);
        const { balanceWei, nativeWei, gasCostWei, awaitingReveal } = sale;
        return { products: ops.productsOf(sale, apiRemain), balanceWei, nativeWei, gasCostWei, apiRemain, awaitingReveal };
      }),
      readAllowance: fromPromise<string, AllowanceInput>(async ({ input }) => (await chainOps()).readAllowance(chainDeps(), input)),
      approve: txStepLogic<BoxApproveRequest>(async (request) => (await chainOps()).approveExact(chainDeps(), request)),
      buy: txStepLogic<BuyTokenRequest>(async (request) => (await chainOps()).buyToken(chainDeps(), request)),
      readReceived: fromPromise<ReadReceivedOutput, ReadReceivedInput>(async ({ input }) => {
        const revealed = await (await chainOps()).readRevealed(chainDeps(), input);
        if (revealed.status !== 'received') return revealed;
        const network = await familyOf(input.chainId);
        const lang = i18n.locale === 'ko' ? 'ko' : 'en';
        const [lands, rewards] = await Promise.all([
          landCards(saleApiDeps(), revealed.tokenIds),
          network ? purchaseRewards(saleApiDeps(), { network, commitId: revealed.commitId, lang }) : Promise.resolve([]),
        ]);
        // The API's index meets the reveal a second or two after the chain: until then the flow asks again (2 s).
        if (rewards === 'waiting') return { status: 'waiting' };
        return { status: 'received', lands, rewards: rewards === 'notOffered' ? null : rewards };
      }),
      saveLog: fromPromise<void, SaleLogInput>(({ input, system }) => saveSaleLog(saleApiDeps(), input, sessionUser(system), PLATFORM_TOKEN_SYMBOL)),
    },
  });
}

/** The sale popup with its real actors: session and local storage for what it remembers, the web config for the sale. */
export function salePopupLogic() {
  return salePopupMachine.provide({
    actors: {
      readSeen: fromPromise<PopupSeen>(async () => popupState(window.sessionStorage, window.localStorage, new Date())),
      markShown: fromPromise<void>(async () => markShown(window.sessionStorage)),
      hideToday: fromPromise<void>(async () => hideToday(window.localStorage, new Date())),
      loadSaleConfig: fromPromise<LoadSaleConfigOutput, LoadSaleConfigInput>(({ input }) => purchaseInfo(saleApiDeps(), input)),
    },
  });
}
