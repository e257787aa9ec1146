// My page: profile, inventory, land and staking tabs under one title.
import { withCatalogs } from '../../../i18n/i18n';
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react';
import { SectionTabs } from './SectionTabs';
import { PageShell } from '../../../components/PageShell';
import type { PageProps } from '@kit/pageProps';
import { PAGE_TITLES } from '@kit/pageTitles';
import { ProfileTab } from './ProfileTab';
import './account.css';

// The staking tab brings the staking views and machines: fetched only when that tab opens (docs/performance.md).
const StakingTab = lazy(() => withCatalogs(import('../../staking/views/StakingTab'), 'staking').then((m) => ({ default: m.StakingTab })));
// The inventory tab is the market's (its flow, services and list/unlist actions): fetched only when that tab opens.
const InventoryTab = lazy(() => withCatalogs(import('../../market/views/InventoryTab'), 'market').then((m) => ({ default: m.InventoryTab })));
// The land tab is the LAND feature's (its flow, cards and texts, the 'land' catalog): fetched only when that tab opens.
const LandTab = lazy(() => withCatalogs(import('../../land/views/LandTab'), 'land', 'market').then((m) => ({ default: m.LandTab })));

export default function MyPage({ lang, params }: PageProps) {
  const { i18n } = useLingui();
  const tab = params.page;
  return (
    <PageShell title={i18n._(PAGE_TITLES.mypage)}>
      <SectionTabs section="mypage" lang={lang} current={tab} />
      {tab === 'land' ? (
        <Suspense fallback={null}>
          <LandTab lang={lang} />
        </Suspense>
      ) : tab === 'inventory' ? (
        <Suspense fallback={null}>
          <InventoryTab lang={lang} />
        </Suspense>
      ) : tab === 'staking' ? (
        <Suspense fallback={null}>
          <StakingTab />
        </Suspense>
      ) : (
        <ProfileTab />
      )}
    </PageShell>
  );
}
