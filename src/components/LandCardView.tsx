// LAND card: image, name, start and end block, size (width x height) and area, token ID, quantity and type; optional select and action.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { landArea, landSizeLabel } from '../../common/domain/land';
import type { LandCard } from '../../machines/staking/types';
import '../features/staking/views/staking.css';
import { formatThousands } from '../format/number';
import { landTitle } from '../i18n/cityLabels';

export function LandCardView(props: {
  land: LandCard;
  /** Chosen quantity when selected. */
  selected?: number;
  onToggle?: () => void;
  onEditQuantity?: () => void;
  disabled?: boolean;
  action?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { land } = props;
  const title = landTitle(i18n, land.name);
  const quantity = props.selected ?? land.maxQuantity;
  const area = landArea(land);
  return (
    <li className="land-card" aria-label={t`LAND ${title}`} data-token-id={land.tokenId}>
      {land.imageUrl ? <img src={land.imageUrl} alt="" loading="lazy" width={96} height={96} /> : <div className="land-card-image" aria-hidden="true" />}
      <h3>{title}</h3>
      <dl>
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
        <dd data-field="quantity">{props.selected !== undefined && land.isErc1155 ? `${quantity} / ${land.maxQuantity}` : land.maxQuantity}</dd>
        <dt>
          <Trans>Type</Trans>
        </dt>
        <dd>{land.isErc1155 ? 'ERC-1155' : 'ERC-721'}</dd>
      </dl>
      {props.onToggle && (
        <label className="land-select">
          <input type="checkbox" checked={props.selected !== undefined} disabled={props.disabled} onChange={props.onToggle} />
          <Trans>Select</Trans>
        </label>
      )}
      {props.onEditQuantity && props.selected !== undefined && (
        <button type="button" className="button" disabled={props.disabled} onClick={props.onEditQuantity}>
          <Trans>Change quantity</Trans>
        </button>
      )}
      {props.action}
    </li>
  );
}
