// One featured listing on Home: its picture, name and unit price (the spec's row names no currency, so none is shown),
// a link to its item page. Drawn like a market card (home.css), without loading the market's module.
import { useLingui } from '@lingui/react/macro';
import type { FeaturedCard as Card } from '@machines/home/featuredMachine';
import { RouterLink } from '@kit/RouterLink';
import { Price } from '../../../components/Price';
import { landTitle } from '../../../i18n/cityLabels';

export function FeaturedCard({ card, href }: { card: Card; href: string }) {
  const { i18n } = useLingui();
  return (
    <li className="home-featured-card">
      <RouterLink href={href} className="home-featured-link" data-item-id={card.itemId}>
        <img className="home-featured-picture" src={card.picture} alt="" loading="lazy" width={240} height={240} />
        <span className="home-featured-name">{landTitle(i18n, card.name)}</span>
        <span className="home-featured-meta">ERC-{card.standard}</span>
        <Price amount={card.price} currency="" />
      </RouterLink>
    </li>
  );
}
