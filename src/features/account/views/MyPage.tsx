// My page: profile, inventory, land and staking tabs under one title.
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { SectionTabs } from './SectionTabs';
import { PageShell } from '../../../components/PageShell';
import type { PageProps } from '../../../app/routes/pageProps';
import { PAGE_TITLES, SUBPAGE_TITLES } from '../../../app/routes/pageTitles';
import { ProfileTab } from './ProfileTab';
import './account.css';

// The staking tab brings the staking views and machines: fetched only when that tab opens (docs/performance.md).
const StakingTab = lazy(() => import('../../staking/views/StakingTab').then((m) => ({ default: m.StakingTab })));

/** Inventory and land come with their own issues: the tab routes and shows its title. */
function ComingTab({ tab }: { tab: 'inventory' | 'land' }) {
  const { i18n } = useLingui();
  return (
    <section>
      <h2>{i18n._(SUBPAGE_TITLES[`mypage/${tab}`]!)}</h2>
      <p>
        <Trans>This tab is coming soon.</Trans>
      </p>
    </section>
  );
}

export default function MyPage({ lang, params }: PageProps) {
  const { i18n } = useLingui();
  const tab = params.page;
  return (
    <PageShell title={i18n._(PAGE_TITLES.mypage)}>
      <SectionTabs section="mypage" lang={lang} current={tab} />
      {tab === 'inventory' || tab === 'land' ? (
        <ComingTab tab={tab} />
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
