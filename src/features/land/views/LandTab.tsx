// My page land tab: the signed-in user's LAND in every city with its state (owned, listed, staked), each card a link
// opening the parcel selected on the market's LAND map.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { CITIES } from '@common/domain/land';
import { type MyLand, type MyLandState, selectLandTabNotice, selectLandTabView, selectMyLands } from '@machines/land/landTabMachine';
import { LAND_DEFAULTS, parcelPath, searchOfLand, tabOfCity } from '@machines/land/query';
import { useAppActor } from '@kit/appActor';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { EmptyState } from '../../../components/EmptyState';
import { LandCardView } from '../../../components/LandCardView';
import { Skeleton } from '../../../components/Skeleton';
import { ListFailure } from '../../market/views/ListStates';
import { useVisit } from '../../market/views/useVisit';
import { CITY_LABEL } from '../../../i18n/cityLabels';
import { landTabLogic } from '../actors';
import './land.css';

// The LAND withdrawn to Binance has its own flow (enter_binance_002_ex): loaded after the tab's first paint.
const BinanceLandSection = lazy(() => import('../../binance/views/BinanceLandSection').then((m) => ({ default: m.BinanceLandSection })));

const FLOW = landTabLogic();

/** The market's LAND view with this parcel selected. */
const parcelHref = (lang: Lang, land: MyLand) => pathFor(lang, parcelPath(land.city, land.card.tokenId));

function StateLabel({ state }: { state: MyLandState }) {
  if (state === 'listed') return <Trans>Listed</Trans>;
  if (state === 'staked') return <Trans>Staked</Trans>;
  return <Trans>Owned</Trans>;
}

function Lands({ lands, lang }: { lands: MyLand[]; lang: Lang }) {
  const { i18n } = useLingui();
  return (
    <>
      {CITIES.map((city) => {
        const mine = lands.filter((l) => l.city === city);
        if (mine.length === 0) return null;
        return (
          <section key={city} className="land-tab-city" aria-label={i18n._(CITY_LABEL[city])}>
            <h3>{i18n._(CITY_LABEL[city])}</h3>
            <ul className="land-list">
              {mine.map((land) => (
                <LandCardView
                  key={`${land.card.tokenId}-${land.state}`}
                  land={land.card}
                  action={
                    <>
                      <span className="land-tab-state" data-state={land.state}>
                        <StateLabel state={land.state} />
                      </span>
                      <RouterLink href={parcelHref(lang, land)} className="button">
                        <Trans>Show on the map</Trans>
                      </RouterLink>
                    </>
                  }
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export function LandTab({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const session = useAppActor('session');
  const owner = useSelector(session, (s) => s.context.user?.walletAddr || null);
  const flow = useFlow('landTab', FLOW, null);
  const visit = useVisit();
  useEffect(() => {
    flow?.send({ type: 'QUERY.SHOW', query: { owner, visit } });
  }, [flow, owner, visit]);
  const view = useSelector(flow, (s) => (s ? selectLandTabView(s) : 'loading'));
  const lands = useSelector(flow, (s) => (s ? selectMyLands(s) : []));
  const notice = useSelector(flow, (s) => (s ? selectLandTabNotice(s) : null));
  const canRetry = useSelector(flow, (s) => s?.can({ type: 'QUERY.RETRY' }) ?? false);
  return (
    <section className="land-tab" aria-label={t`My LAND`} aria-busy={view === 'loading'}>
      {view === 'loading' && <Skeleton lines={6} />}
      {view === 'failed' && <ListFailure notice={notice} canRetry={canRetry} onRetry={() => flow?.send({ type: 'QUERY.RETRY' })} />}
      {view === 'noWallet' && <EmptyState title={t`No wallet registered`} text={t`Register a wallet in your profile to see its LAND here.`} />}
      {view === 'empty' && (
        <EmptyState
          title={t`No LAND yet`}
          text={t`LAND you own, list or stake in any city shows here.`}
          action={
            <RouterLink href={pathFor(lang, `market/${tabOfCity(LAND_DEFAULTS.city)}`) + searchOfLand(LAND_DEFAULTS)} className="button">
              <Trans>Go to the LAND market</Trans>
            </RouterLink>
          }
        />
      )}
      {view === 'lands' && <Lands lands={lands} lang={lang} />}
      <Suspense fallback={null}>
        <BinanceLandSection />
      </Suspense>
    </section>
  );
}
