// One item card of the market: a real link to the item's page (opens in a new tab, can be shared) with its picture,
// name, grade, standard and the cheapest price, or 'Not for sale'.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Network } from '@common/api/market';
import type { ItemCard as Card } from '@common/api/marketItems';
import { ITEM_GRADES, type ItemGrade } from '@common/domain/items';
import { RouterLink } from '@kit/RouterLink';
import { Price } from '../../../components/Price';
import { useCurrencySymbol } from './currency';
import { GRADE_NAME } from './labels';
import { landTitle } from '../../../i18n/cityLabels';
import { formatThousands } from '../../../format/number';

const isGrade = (g: number | null): g is ItemGrade => g !== null && (ITEM_GRADES as readonly number[]).includes(g);

/** The grade's spec label, or nothing (LAND has none). */
export function GradeLabel({ grade }: { grade: number | null }) {
  const { i18n } = useLingui();
  return isGrade(grade) ? <span className={`market-grade market-grade-${grade}`}>{i18n._(GRADE_NAME[grade])}</span> : null;
}

/**
 * perListing: the card is one listing of the spec's market_item_list (its unit price and quantity); the row does not
 * name the currency, so the price shows without a symbol (the item page reads it on chain).
 */
export function ItemCardView({ card, href, network, perListing = false }: { card: Card; href: string; network: Network; perListing?: boolean }) {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const quantity = formatThousands(card.value);
  return (
    <li className="market-card">
      <RouterLink href={href} className="market-card-link" data-item-id={card.itemId}>
        <img className="market-card-picture" src={card.thumburl} alt="" loading="lazy" width={240} height={240} />
        <span className="market-card-name">{landTitle(i18n, card.n)}</span>
        <span className="market-card-meta">
          <GradeLabel grade={card.grade} />
          <span className="market-standard">ERC-{card.tokentype}</span>
        </span>
        <span className="market-card-price">
          {card.dviprice !== '' && card.currency !== '' ? (
            <Price amount={card.dviprice} currency={symbol(network, card.currency)} />
          ) : perListing && card.dviprice !== '' ? (
            <>
              <Price amount={card.dviprice} currency="" />
              <span className="market-card-quantity">
                <Trans>× {quantity}</Trans>
              </span>
            </>
          ) : (
            <span className="market-not-for-sale">
              <Trans>Not for sale</Trans>
            </span>
          )}
        </span>
      </RouterLink>
    </li>
  );
}
