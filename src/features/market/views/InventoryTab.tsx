// My page inventory tab: the signed-in user's items and LAND on one network (network tabs in the URL, ?network=&page=),
// 12 a page, each with its wallet quantity, staked units and open listings, and the list/unlist actions.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { Network } from '@common/api/market';
import type { InventoryRow } from '@common/api/marketItems';
import { PAGE_SIZE } from '@machines/constants';
import { selectInventoryNotice, selectInventoryRows, selectInventoryTotal, selectInventoryView } from '@machines/market/inventorySelectors';
import type { inventoryMachine } from '@machines/market/inventoryMachine';
import { inventoryPlace, inventorySearch, networkOfTab } from '@machines/market/query';
import { useAppActor } from '@kit/appActor';
import { SUBPAGE_TITLES } from '@kit/pageTitles';
import { type Lang, MARKET_TABS, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { useFlow } from '@kit/useFlow';
import { EmptyState } from '../../../components/EmptyState';
import { LinkTabs } from '../../../components/LinkTabs';
import { Pagination } from '../../../components/Pagination';
import { Price } from '../../../components/Price';
import { formatThousands } from '../../../format/number';
import { marketInventoryLogic } from '../actors/inventory';
import { useCurrencySymbol } from './currency';
import { GradeLabel } from './ItemCard';
import { InventoryActions } from './InventoryActions';
import { ListFailure, SkeletonCards } from './ListStates';
import { useVisit } from './useVisit';
import './market.css';
import { landTitle } from '../../../i18n/cityLabels';

const FLOW = marketInventoryLogic();
type InventoryRef = ActorRefFrom<typeof inventoryMachine>;

function Row({ row, network, lang, tab, onChanged }: { row: InventoryRow; network: Network; lang: Lang; tab: string; onChanged: () => void }) {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const { item } = row;
  const quantity = formatThousands(row.quantity);
  const staked = formatThousands(row.staked);
  return (
    <li className="market-inventory-row" data-item-id={item.itemId}>
      <img className="market-card-picture" src={item.thumburl} alt="" loading="lazy" width={96} height={96} />
      <div className="market-inventory-facts">
        <RouterLink href={pathFor(lang, `market/${tab}/${encodeURIComponent(item.itemId)}`)} className="market-card-name">
          {landTitle(i18n, item.n)}
        </RouterLink>
        <span className="market-card-meta">
          <GradeLabel grade={item.grade} />
          <span className="market-standard">ERC-{item.tokentype}</span>
        </span>
        <span className="market-inventory-quantity">
          <Trans>In wallet: {quantity}</Trans>
        </span>
        {row.staked > 0 && (
          <span className="market-inventory-staked">
            <Trans>Staked: {staked}</Trans>
          </span>
        )}
        {row.listed.length > 0 ? (
          <ul className="market-inventory-listed">
            {row.listed.map((l) => {
              const amount = formatThousands(l.sellAmount);
              return (
                <li key={l.index}>
                  <RouterLink href={pathFor(lang, `market/${tab}/${encodeURIComponent(item.itemId)}/${l.index}`)}>
                    <Trans>Listed: {amount}</Trans>
                  </RouterLink>{' '}
                  <Price amount={l.price} currency={symbol(network, l.currency)} size="sm" />
                </li>
              );
            })}
          </ul>
        ) : (
          <span className="market-not-for-sale">
            <Trans>Not listed</Trans>
          </span>
        )}
      </div>
      <InventoryActions network={network} row={row} onChanged={onChanged} />
    </li>
  );
}

function InventoryContent({ flow, lang, tab, page }: { flow: InventoryRef; lang: Lang; tab: (typeof MARKET_TABS)[number]; page: number }) {
  const { t } = useLingui();
  const view = useSelector(flow, selectInventoryView);
  const rows = useSelector(flow, selectInventoryRows);
  const total = useSelector(flow, selectInventoryTotal);
  const notice = useSelector(flow, selectInventoryNotice);
  const canRetry = useSelector(flow, (s) => s.can({ type: 'QUERY.RETRY' }));
  const network = networkOfTab(tab);
  const reload = () => flow.send({ type: 'QUERY.RELOAD' });
  return (
    <div className="market-results" aria-busy={view === 'loading'}>
      {view === 'loading' && <SkeletonCards count={4} />}
      {view === 'failed' && <ListFailure notice={notice} canRetry={canRetry} onRetry={() => flow.send({ type: 'QUERY.RETRY' })} />}
      {view === 'notOffered' && <EmptyState title={t`The inventory is not offered by this server.`} />}
      {view === 'noWallet' && <EmptyState title={t`No wallet registered`} text={t`Register a wallet in your profile to see its items here.`} />}
      {view === 'empty' && (
        <EmptyState
          title={t`No items on this network`}
          text={t`Items and LAND you own or list on this network show here.`}
          action={
            <RouterLink href={pathFor(lang, `market/${tab}`)} className="button">
              <Trans>Go to the marketplace</Trans>
            </RouterLink>
          }
        />
      )}
      {view === 'rows' && (
        <ul className="market-inventory">
          {rows.map((row) => (
            <Row key={`${row.item.itemId}-${row.tokenId}`} row={row} network={network} lang={lang} tab={tab} onChanged={reload} />
          ))}
        </ul>
      )}
      {(view === 'rows' || view === 'loading') && (
        <Pagination
          page={page}
          totalItems={total}
          pageSize={PAGE_SIZE.myItems}
          label={t`Inventory pages`}
          hrefFor={(n) => pathFor(lang, 'mypage/inventory') + inventorySearch({ tab, page: n })}
          linkComponent={RouterLink}
        />
      )}
    </div>
  );
}

export function InventoryTab({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  const place = useMemo(() => inventoryPlace(search), [search]);
  const session = useAppActor('session');
  const owner = useSelector(session, (s) => s.context.user?.walletAddr ?? null);
  const flow = useFlow('marketInventory', FLOW, null);
  const visit = useVisit();
  const request = useMemo(() => ({ network: networkOfTab(place.tab), owner: owner || null, page: place.page, lang }), [place, owner, lang]);

  useEffect(() => {
    flow?.send({ type: 'QUERY.SHOW', query: { request, visit } });
  }, [flow, request, visit]);

  const tabs = MARKET_TABS.map((key) => ({
    href: pathFor(lang, 'mypage/inventory') + inventorySearch({ tab: key, page: 1 }),
    label: i18n._(SUBPAGE_TITLES[`market/${key}`]!),
    current: key === place.tab,
  }));
  return (
    <section className="market-inventory-tab" aria-label={t`Inventory`}>
      <LinkTabs label={t`Networks`} items={tabs} linkComponent={RouterLink} />
      {flow ? <InventoryContent flow={flow} lang={lang} tab={place.tab} page={place.page} /> : <SkeletonCards count={4} />}
    </section>
  );
}
