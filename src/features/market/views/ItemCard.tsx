// One item card of the market: a real link to the item's page (opens in a new tab, can be shared) with its picture,
// name, grade, standard and the cheapest price, or 'Not for sale'.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Network } from '../../../../common/api/market';
import type { ItemCard as Card } from '../../../../common/api/marketItems';
import { ITEM_GRADES, type ItemGrade } from '../../../../common/domain/items';
import { RouterLink } from '../../../app/routes/RouterLink';
import { Price } from '../../../components/Price';
import { useCurrencySymbol } from './currency';
import { GRADE_NAME } from './labels';
import { landTitle } from '../../../i18n/cityLabels';

const isGrade = (g: number | null): g is ItemGrade => g !== null && (ITEM_GRADES as readonly number[]).includes(g);

/** The grade's spec label, or nothing (LAND has none). */
export function GradeLabel({ grade }: { grade: number | null }) {
  const { i18n } = useLingui();
  return isGrade(grade) ? <span className={`market-grade market-grade-${grade}`}>{i18n._(GRADE_NAME[grade])}</span> : null;
}

export function ItemCardView({ card, href, network }: { card: Card; href: string; network: Network }) {
  const { i18n } = useLingui();
  const symbol = useCurrencySymbol();
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
