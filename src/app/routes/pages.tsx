// Which component renders each page: own chunks for pages with content, the titled frame for the rest.
import type { ComponentType } from 'react';
import type { PageId } from '@kit/resolveRoute';
import type { PageProps } from '@kit/pageProps';
import { withChunkTimeout } from './chunkLoad';
import { withCatalogs, type FeatureCatalog } from '../../i18n/i18n';

export type PageComponent = ComponentType<PageProps>;
type PageModule = { default: PageComponent };

/**
 * A page in its own chunk (with its feature catalog, when it names one). The route gate renders `loaded()` once it is
 * there and a loading page until then (usePageChunk): not React.lazy, whose suspension inside a router transition
 * keeps the old page on screen under the new address until the chunk arrives.
 */
export interface LazyPage {
  /** Fetches the chunk (once; again after a failure); main.tsx calls it before the first render. */
  preload(): Promise<void>;
  /** The page's component once its chunk is in, else null. */
  loaded(): PageComponent | null;
}

export function page(load: () => Promise<PageModule>, catalog?: FeatureCatalog): LazyPage {
  let loaded: PageComponent | null = null;
  let loading: Promise<void> | null = null;
  const fetchPage = () =>
    // A chunk that does not arrive within 120 s (spec 9) fails like a missing one: the page offers a reload.
    (loading ??= withChunkTimeout(catalog ? withCatalogs(load(), catalog) : load()).then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // The next visit tries again.
        loading = null;
        throw error;
      },
    ));
  return { preload: fetchPage, loaded: () => loaded };
}

/** One page for an item and for one of its listings, so moving between them keeps the page (and its fetched item). */
const marketDetail = page(() => import('../../features/market/views/ItemDetailPage'), 'market');

/** Pages that have their own content; each loads as its own chunk on first visit. */
export const PAGE_COMPONENTS: Partial<Record<PageId, LazyPage>> = {
  home: page(() => import('../../features/home/views/HomePage'), 'home'),
  market: page(() => import('../../features/market/views/MarketPage'), 'market'),
  marketDetail,
  marketDetailIndex: marketDetail,
  signup: page(() => import('../../features/auth/views/SignupPage'), 'account'),
  mypage: page(() => import('../../features/account/views/MyPage'), 'account'),
  event: page(() => import('../../features/events/views/EventPage'), 'events'),
  daoDetail: page(() => import('../../features/dao/detail/views/DaoDetailPage'), 'dao'),
  approve: page(() => import('../../features/approvals/views/ApprovalsPage'), 'approvals'),
  walletconnect: page(() => import('../../features/wallet/views/WalletConnectPage'), 'login'),
  news: page(() => import('../../features/content/views/NewsPage')),
  newsDetail: page(() => import('../../features/content/views/NewsDetailPage')),
  guide: page(() => import('../../features/content/views/GuidePage'), 'guide'),
  studio: page(() => import('../../features/content/views/StudioPage'), 'guide'),
  transparency: page(() => import('../../features/daoInsights/views/TransparencyPage'), 'dao'),
  activity: page(() => import('../../features/daoInsights/views/ActivityPage'), 'dao'),
  votingPower: page(() => import('../../features/daoInsights/views/VotingPowerPage'), 'dao'),
  createProposal: page(() => import('../../features/dao/create/views/CreateProposalPage'), 'dao'),
  dao: page(() => import('../../features/dao/list/views/DaoPage'), 'dao'),
  catalyst: page(() => import('../../features/dao/list/views/CatalystPage'), 'dao'),
  submit: page(() => import('../../features/dao/list/views/SubmitPage'), 'dao'),
};
