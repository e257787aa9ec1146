// The LAND list of a city, built from the map's data (no second call): for-sale filter, order, 12 a page with 10 page
// links a group; each row is a link selecting its parcel (the map's selection marks the row).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CityMap } from '@common/api/landMap';
import { landSizeLabel } from '@common/domain/land';
import { PAGE_SIZE } from '@machines/constants';
import { changeLand, LAND_ORDERS, type LandOrder, landOrder, landPage, type LandQuery, type LandRow, searchOfLand } from '@machines/land/list';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { RouterLink } from '@kit/RouterLink';
import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { Price } from '../../../components/Price';
import { formatThousands } from '../../../format/number';
import { useCurrencySymbol } from '../../market/views/currency';
import { networkOfTab } from '@machines/market/query';
import { landTitle } from '../../../i18n/cityLabels';
import { Select } from '../../../components/Select';

interface Props {
  map: CityMap;
  query: LandQuery;
  lang: Lang;
  tab: 'eth' | 'bsc' | 'pol';
  /** The token id the map has selected, or null. */
  selected: string | null;
}

function Row({ row, href, selected, tab }: { row: LandRow; href: string; selected: boolean; tab: Props['tab'] }) {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const network = networkOfTab(tab);
  return (
    <li className="land-row" data-token-id={row.tokenId} aria-current={selected ? 'true' : undefined}>
      <RouterLink href={href} className="land-row-link">
        <span className="land-row-name">{landTitle(i18n, row.name)}</span>
        <span className="land-row-facts">
          <span>{`(${row.x1}, ${row.y1}) – (${row.x2}, ${row.y2})`}</span>
          <span>{landSizeLabel(row)}</span>
          <span>{row.erc1155 ? 'ERC-1155' : 'ERC-721'}</span>
        </span>
        <span className="land-row-price">
          {row.listing ? (
            <Price amount={row.listing.price} currency={symbol(network, row.listing.currency)} maxFractionDigits={18} />
          ) : row.staked ? (
            <Trans>Staked</Trans>
          ) : (
            <Trans>Not for sale</Trans>
          )}
        </span>
      </RouterLink>
    </li>
  );
}

export function LandList({ map, query, lang, tab, selected }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { sale, order } = query;
  // Sorted once per city data, filter and order: paging and selecting only slice it.
  const ordered = useMemo(() => landOrder(map, { sale, order }), [map, sale, order]);
  const page = landPage(map, ordered, query.page);
  const base = pathFor(lang, `market/${tab}`);
  const hrefOf = (change: Partial<LandQuery>) => base + searchOfLand(changeLand(query, change));
  const count = formatThousands(page.total);
  const orderLabel: Record<LandOrder, string> = { newest: t`Newest`, 'price-asc': t`Price: low to high`, 'price-desc': t`Price: high to low`, name: t`Name` };
  return (
    <section className="land-market-list" aria-label={t`LAND list`}>
      <div className="land-list-filters">
        <label className="land-filter">
          <input type="checkbox" checked={query.sale} onChange={(e) => navigate(hrefOf({ sale: e.target.checked }))} />
          <Trans>Only LAND for sale</Trans>
        </label>
        <Select
          native
          className="land-filter"
          label={<Trans>Order</Trans>}
          value={query.order}
          options={LAND_ORDERS.map((o) => ({ value: o, label: orderLabel[o] }))}
          onChange={(order) => navigate(hrefOf({ order }))}
        />
        <p className="land-count">
          <Trans>{count} LAND</Trans>
        </p>
      </div>
      {page.total === 0 ? (
        <EmptyState
          title={t`No LAND found`}
          text={t`No LAND in this city is for sale right now.`}
          action={
            <RouterLink href={hrefOf({ sale: false })} className="button">
              <Trans>Show all LAND</Trans>
            </RouterLink>
          }
        />
      ) : (
        <ul className="land-rows">
          {page.rows.map((row) => (
            <Row key={row.tokenId} row={row} tab={tab} selected={row.tokenId === selected} href={hrefOf({ parcel: row.tokenId })} />
          ))}
        </ul>
      )}
      <Pagination
        page={page.page}
        totalItems={page.total}
        pageSize={PAGE_SIZE.marketItems}
        label={t`LAND pages`}
        hrefFor={(n) => hrefOf({ page: n })}
        linkComponent={RouterLink}
      />
    </section>
  );
}
