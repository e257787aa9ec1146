// Which component renders each page: own chunks for pages with content, the titled frame for the rest.
import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import type { PageId } from './resolveRoute';
import type { PageProps } from './pageProps';
import { withChunkTimeout } from './chunkLoad';
import { loadFeatureCatalog, type FeatureCatalog } from '../../i18n/i18n';

type PageComponent = ComponentType<PageProps>;
type PageModule = { default: PageComponent };

/** A page in its own chunk (with its feature catalog, when it names one); `preload` fetches it ahead of the first render. */
export interface LazyPage {
  (props: PageProps): ReactNode;
  preload(): Promise<void>;
}

/**
 * A page loaded on first use. Once its chunk is in, it renders directly rather than through React.lazy, so a page
 * preloaded before the app mounts (main.tsx) shows in the first commit: no Suspense fallback, which React would keep
 * on screen for its reveal throttle (300 ms) after the chunk arrived.
 */
export function page(load: () => Promise<PageModule>, catalog?: FeatureCatalog): LazyPage {
  let loaded: PageComponent | null = null;
  let loading: Promise<PageModule> | null = null;
  const fetchPage = () =>
    // A chunk that does not arrive within 120 s (spec 9) fails like a missing one: the page offers a reload.
    (loading ??= withChunkTimeout(catalog ? Promise.all([load(), loadFeatureCatalog(catalog)]).then(([module]) => module) : load()).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // preload() tries again; a mounted React.lazy keeps its rejection, so the page offers a reload (ChunkErrorBoundary).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(fetchPage);
  const Page = (props: PageProps) => {
    // Chosen once per mount: switching from Lazy to the loaded component on a later render would remount the page.
    const [Component] = useState<PageComponent>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
  Page.preload = () => fetchPage().then(() => undefined);
  return Page;
}

/** One page for an item and for one of its listings, so moving between them keeps the page (and its fetched item). */
const marketDetail = page(() => import('../../features/market/views/ItemDetailPage'));

/** Pages that have their own content; each loads as its own chunk on first visit. */
export const PAGE_COMPONENTS: Partial<Record<PageId, LazyPage>> = {
  home: page(() => import('../../features/home/views/HomePage')),
  market: page(() => import('../../features/market/views/MarketPage')),
  marketDetail,
  marketDetailIndex: marketDetail,
  signup: page(() => import('../../features/auth/views/SignupPage')),
  mypage: page(() => import('../../features/account/views/MyPage')),
  event: page(() => import('../../features/events/views/EventPage')),
  daoDetail: page(() => import('../../features/dao/detail/views/DaoDetailPage'), 'dao'),
  approve: page(() => import('../../features/approvals/views/ApprovalsPage')),
  walletconnect: page(() => import('../../features/wallet/views/WalletConnectPage')),
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
