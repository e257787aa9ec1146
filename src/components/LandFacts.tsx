// A LAND's facts as a description list: start and end block, size (width x height), area, token ID, quantity and type.
// The LAND card and the LAND view's detail show the same list.
import { Trans } from '@lingui/react/macro';
import { landArea, landSizeLabel } from '@common/domain/land';
import type { LandCard } from '@common/domain/landCard';
import { formatThousands } from '../format/number';

export function LandFacts({ land, selected, className }: { land: LandCard; /** Chosen quantity when selected. */ selected?: number; className?: string }) {
  const quantity = selected ?? land.maxQuantity;
  const area = landArea(land);
  return (
    <dl className={className}>
      <dt>
        <Trans>Start block</Trans>
      </dt>
      <dd>{`(${land.x1}, ${land.y1})`}</dd>
      <dt>
        <Trans>End block</Trans>
      </dt>
      <dd>{`(${land.x2}, ${land.y2})`}</dd>
      <dt>
        <Trans>Size</Trans>
      </dt>
      <dd>{landSizeLabel(land)}</dd>
      {area !== null && (
        <>
          <dt>
            <Trans>Area</Trans>
          </dt>
          <dd data-field="area">{formatThousands(area)}</dd>
        </>
      )}
      <dt>
        <Trans>Token ID</Trans>
      </dt>
      <dd>{land.tokenId}</dd>
      <dt>
        <Trans>Quantity</Trans>
      </dt>
      <dd data-field="quantity">{selected !== undefined && land.isErc1155 ? `${quantity} / ${land.maxQuantity}` : land.maxQuantity}</dd>
      <dt>
        <Trans>Type</Trans>
      </dt>
      <dd>{land.isErc1155 ? 'ERC-1155' : 'ERC-721'}</dd>
    </dl>
  );
}
