// The browse page's controls: the asset menu tree as links, and search, grade, for sale, standard and order, each a
// change of the URL (the page and its flow follow the URL).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import { ASSET_CATEGORIES, ASSET_MENU, ITEM_GRADES, MARKET_ORDERS } from '@common/domain/items';
import type { BrowseFilters, ItemPage } from '@machines/market/types';
import { SEARCH_MAX } from '@machines/market/query';
import { RouterLink } from '@kit/RouterLink';
import { CATEGORY_LABEL, GRADE_NAME, ORDER_LABEL, STANDARD_LABEL } from './labels';
import { Select } from '../../../components/Select';
import { Button } from '../../../components/Button';

export type FilterChange = Partial<BrowseFilters>;

function CategoryLink({ path, current, hrefFor }: { path: BrowseFilters['category']; current: string; hrefFor: (c: FilterChange) => string }) {
  const { i18n } = useLingui();
  const label = path === '' ? null : CATEGORY_LABEL[path];
  return (
    <RouterLink href={hrefFor({ category: path })} className="market-category" aria-current={current === path ? 'page' : undefined}>
      {label ? i18n._(label) : <Trans>All items</Trans>}
    </RouterLink>
  );
}

/** The asset menu tree of spec section 3, plus LAND; each entry a link to its first page. */
export function CategoryMenu({ current, hrefFor }: { current: string; hrefFor: (c: FilterChange) => string }) {
  const { t } = useLingui();
  return (
    <nav className="market-categories" aria-label={t`Categories`}>
      <ul>
        <li>
          <CategoryLink path="" current={current} hrefFor={hrefFor} />
        </li>
        {ASSET_CATEGORIES.map((category) => (
          <li key={category}>
            <CategoryLink path={category} current={current} hrefFor={hrefFor} />
            {ASSET_MENU[category].length > 0 && (
              <ul>
                {ASSET_MENU[category].map((sub) => (
                  <li key={sub}>
                    <CategoryLink path={`${category}.${sub}`} current={current} hrefFor={hrefFor} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        <li>
          <CategoryLink path="land" current={current} hrefFor={hrefFor} />
        </li>
      </ul>
    </nav>
  );
}

/** Why the category, grade and standard filters are hidden: the back end lacks them, or "My listings" is chosen. */
function LimitedNote({ limited }: { limited: ItemPage['limited'] }) {
  return (
    <p className="market-limited" role="note">
      {limited === 'mine' ? (
        <Trans>Your listings are shown without category, grade and standard filters.</Trans>
      ) : (
        <Trans>This server does not offer the category, grade and standard filters: the market shows every listing by name, sale and order.</Trans>
      )}
    </p>
  );
}

export function MarketFilters({
  filters,
  limited,
  canChooseMine,
  onChange,
}: {
  filters: BrowseFilters;
  /** The last page was read without the category, grade and standard filters (ItemPage.limited): they are hidden. */
  limited: ItemPage['limited'] | null;
  /** A signed-in user may choose "My listings". */
  canChooseMine: boolean;
  onChange: (c: FilterChange) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get('search');
    onChange({ search: typeof value === 'string' ? value : '' });
  };
  return (
    <div className="market-filters">
      {/* Keyed by the URL's search, so going back or following a link shows that search in the box. */}
      <form role="search" className="market-search" onSubmit={submit} key={filters.search}>
        <label htmlFor={`${id}-search`} className="sr-only">
          <Trans>Search by name</Trans>
        </label>
        <input id={`${id}-search`} name="search" type="search" defaultValue={filters.search} maxLength={SEARCH_MAX} placeholder={t`Search by name`} />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      {limited && <LimitedNote limited={limited} />}
      {canChooseMine && (
        <label className="market-filter market-filter-check">
          <input type="checkbox" checked={filters.mine === '1'} onChange={(e) => onChange({ mine: e.target.checked ? '1' : '0' })} />
          <span>
            <Trans>My listings</Trans>
          </span>
        </label>
      )}
      {!limited && (
        <Select
          native
          className="market-filter"
          label={<Trans>Grade</Trans>}
          value={filters.grade}
          options={[{ value: '', label: t`All grades` }, ...ITEM_GRADES.map((g) => ({ value: String(g), label: i18n._(GRADE_NAME[g]) }))]}
          onChange={(grade) => onChange({ grade })}
        />
      )}
      {!limited && (
        <Select
          native
          className="market-filter"
          label={<Trans>Standard</Trans>}
          value={filters.standard}
          options={(['', '721', '1155'] as const).map((s) => ({ value: s, label: i18n._(STANDARD_LABEL[s]) }))}
          onChange={(standard) => onChange({ standard })}
        />
      )}
      <label className="market-filter market-filter-check">
        <input type="checkbox" checked={filters.for_sale === '1'} onChange={(e) => onChange({ for_sale: e.target.checked ? '1' : '0' })} />
        <span>
          <Trans>For sale only</Trans>
        </span>
      </label>
      <Select
        native
        className="market-filter"
        label={<Trans>Order</Trans>}
        value={filters.order}
        options={MARKET_ORDERS.map((o) => ({ value: o, label: i18n._(ORDER_LABEL[o]) }))}
        onChange={(order) => onChange({ order })}
      />
    </div>
  );
}
