// The hover card: the parcel under the pointer (or at the centre for the keyboard): name, coordinates, size, owner,
// price and state; a block without a parcel shows its category. Positioned by the renderer's frames (placeCard).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type RefObject, useLayoutEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { blockCategoryInfo } from '@common/domain/landBlocks';
import { PLATFORM_TOKEN_SYMBOL as TOKEN_SYMBOL } from '@common/domain/chains';
import { landSizeLabel } from '@common/domain/land';
import type { landMapMachine } from '@machines/landMap/landMapMachine';
import { parcelInfo, type ParcelState, selectData, selectHoverCategory, selectHovered } from '@machines/landMap/selectors';
import { Price } from '../../../components/Price';
import { useConfig } from '../../../config/ConfigContext';
import { placeCard } from './placeCard';
import { useBenchCommits } from './useBenchCommits';
import { landTitle } from '../../../i18n/cityLabels';

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

export function HoverCard({ flow, cardRef }: { flow: ActorRefFrom<typeof landMapMachine>; cardRef: RefObject<HTMLDivElement | null> }) {
  useBenchCommits('HoverCard');
  const { t, i18n } = useLingui();
  const { networks } = useConfig();
  const data = useSelector(flow, selectData);
  const hovered = useSelector(flow, selectHovered);
  const category = useSelector(flow, selectHoverCategory);
  // The block's coordinates show only off a parcel: moving within one parcel changes nothing on the card.
  const hoverBlock = useSelector(flow, (s) => (s.context.hovered >= 0 ? -1 : s.context.hoverBlock));
  const info = useMemo(() => (data && hovered >= 0 ? parcelInfo(data, hovered) : null), [data, hovered]);
  // A new card is placed before it paints; after that every drawn frame moves it (renderer.onFrame).
  useLayoutEffect(() => placeCard(cardRef.current, flow.getSnapshot().context), [cardRef, flow, info, category, hoverBlock]);
  if (!data || category === null) return null;
  const states: Record<ParcelState, string> = { forSale: t`For sale`, staked: t`Staked`, owned: t`Owned`, unsold: t`Not sold yet` };
  const block = `(${hoverBlock % data.width}, ${Math.floor(hoverBlock / data.width)})`;
  const native = networks.find((n) => n.chainId === data.chainId)?.nativeSymbol ?? '';
  return (
    <div className="land-map-card" ref={cardRef} data-testid="land-map-hover-card">
      {info ? (
        <>
          <p className="land-map-card-title">{landTitle(i18n, info.name)}</p>
          <dl>
            <dt>
              <Trans>Coordinates</Trans>
            </dt>
            <dd>{info.x1 === info.x2 && info.y1 === info.y2 ? `(${info.x1}, ${info.y1})` : `(${info.x1}, ${info.y1}) – (${info.x2}, ${info.y2})`}</dd>
            <dt>
              <Trans>Size</Trans>
            </dt>
            <dd>{`${landSizeLabel(info)}${info.premium ? ' P' : ''}`}</dd>
            <dt>
              <Trans>Owner</Trans>
            </dt>
            <dd>{info.owner ? short(info.owner) : t`None`}</dd>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>
              {info.listing ? (
                <Price amount={info.listing.price} currency={info.listing.currency === 'token' ? TOKEN_SYMBOL : native} size="sm" />
              ) : (
                t`Not listed`
              )}
            </dd>
            <dt>
              <Trans>State</Trans>
            </dt>
            <dd>{states[info.state]}</dd>
          </dl>
        </>
      ) : (
        <>
          <p className="land-map-card-title">{i18n._(blockCategoryInfo(category).nameId)}</p>
          <p className="land-map-card-line">{block}</p>
        </>
      )}
    </div>
  );
}
