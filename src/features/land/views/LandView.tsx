// The market's LAND view (market/{tab}?view=land&city=&parcel=&sale=&order=&page=): the city switch, the map (its flow
// attached here and kept in step with the URL both ways), the network warning, the selected LAND's detail and the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CityMap } from '@common/api/landMap';
import { landQuery, landRowOf, parcelOfToken, searchOfLand, tabOfCity } from '@machines/land/list';
import type { LandMapInput } from '@machines/landMap/types';
import { cityChainIdOf, landTabMove, onWrongNetwork, parcelToWrite } from '@machines/land/viewRules';
import { networkOfTab } from '@machines/market/query';
import { selectViewer } from '@machines/market/tradeSelectors';
import { NO_VIEWER } from '@machines/market/types';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { useFlow } from '@kit/useFlow';
import { useConfig } from '../../../config/ConfigContext';
import { Skeleton } from '../../../components/Skeleton';
import { LandMapPanel } from '../../landMap/views/LandMapPanel';
import { useMarketTrade } from '../../market/views/useMarketTrade';
import { landViewMapLogic } from '../actors';
import { CitySwitch } from './CitySwitch';
import { LandDetail } from './LandDetail';
import { LandList } from './LandList';
import { NetworkWarning } from './NetworkWarning';
import './land.css';

const MAP = landViewMapLogic();

/** The wallet whose LAND is 'mine': the signed-in account's registered wallet, else the connected one (lower case). */
function useViewerWallet(): { viewer: string | null; walletChainId: number | null } {
  const hub = useMarketTrade();
  const viewer = useSelector(hub, (s) => (s ? selectViewer(s) : NO_VIEWER));
  const address = viewer.signedIn ? (viewer.registered ?? viewer.wallet?.address ?? null) : null;
  return { viewer: address?.toLowerCase() ?? null, walletChainId: viewer.signedIn ? (viewer.wallet?.chainId ?? null) : null };
}

export default function LandView({ lang, tab }: { lang: Lang; tab: 'eth' | 'bsc' | 'pol' }) {
  const { t } = useLingui();
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => landQuery(search), [search]);
  const { viewer, walletChainId } = useViewerWallet();
  const { networks } = useConfig();
  // The first URL seeds the flow when it is spawned; later changes are sent as events.
  const [input] = useState<LandMapInput>(() => ({ city: query.city, selected: query.parcel, viewer }));
  const flow = useFlow('landMap', MAP, input);
  const data = useSelector(flow, (s) => (s?.context.city === query.city ? (s.context.data as CityMap | null) : null));
  const selected = useSelector(flow, (s) => s?.context.selectedTokenId ?? null);
  // A city that failed to load says so in the map with Retry; the list then waits without a skeleton.
  const failed = useSelector(flow, (s) => s?.matches('failed') ?? false);

  // The city's network is the tab: a link naming another tab (or an old one) moves to the city's.
  useEffect(() => {
    const move = landTabMove(tab, query);
    if (move) navigate(pathFor(lang, `market/${move.tab}`) + move.search, { replace: true });
  }, [tab, query, lang, navigate]);

  // URL -> map: the city and the parcel the URL names (a shared link, the list, the back button).
  useEffect(() => {
    flow?.send({ type: 'CITY.SET', city: query.city });
    if (flow?.getSnapshot().context.selectedTokenId !== query.parcel) flow?.send({ type: 'PARCEL.SELECT', tokenId: query.parcel });
  }, [flow, query.city, query.parcel]);

  useEffect(() => {
    flow?.send({ type: 'VIEWER.SET', viewer });
  }, [flow, viewer]);

  // Map -> URL: a parcel clicked on the map is written to the URL (replacing it: the map is not a history of clicks).
  const lastSelected = useRef(selected);
  useEffect(() => {
    const parcel = parcelToWrite(lastSelected.current, selected, flow?.getSnapshot().context.selectedTokenId ?? null, query.parcel);
    lastSelected.current = selected;
    if (parcel !== undefined) navigate(pathFor(lang, `market/${tab}`) + searchOfLand({ ...query, parcel }), { replace: true });
  }, [flow, selected, query, lang, tab, navigate]);

  const parcel = data ? parcelOfToken(data, query.parcel) : -1;
  const row = data && parcel >= 0 ? landRowOf(data, parcel) : null;
  const network = networkOfTab(tabOfCity(query.city));
  const cityChainId = cityChainIdOf(data?.chainId, networks, network);
  return (
    <div className="land-view">
      <CitySwitch lang={lang} query={query} />
      {onWrongNetwork(cityChainId, walletChainId) && <NetworkWarning />}
      <div className="land-main">
        <div className="land-view-map">{flow ? <LandMapPanel flow={flow} /> : <Skeleton shape="rect" className="land-view-map-skeleton" />}</div>
        <aside className="land-side" aria-label={t`LAND detail`}>
          {row ? (
            <LandDetail lang={lang} city={query.city} network={network} row={row} viewer={viewer} onChanged={() => flow?.send({ type: 'RELOAD' })} />
          ) : (
            <p className="land-detail-hint">
              <Trans>Select a LAND on the map or in the list to see its details.</Trans>
            </p>
          )}
        </aside>
      </div>
      {data ? <LandList map={data} query={query} lang={lang} tab={tabOfCity(query.city)} selected={selected} /> : !failed && <Skeleton lines={6} />}
    </div>
  );
}
