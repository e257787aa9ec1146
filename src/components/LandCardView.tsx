// LAND card: image and the parcel's place on its city map, name, start and end block, size (width x height) and area,
// token ID, quantity and type; optional select and action.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cityOfLandName } from '@common/domain/land';
import type { LandCard } from '@common/domain/landCard';
import './landCard.css';
import { landTitle } from '../i18n/cityLabels';
import { LandFacts } from './LandFacts';
import { LandPlaceMap } from './LandPlaceMap';

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
  // The city from the chain's map id, else from the API's name ('SeoulA LAND #10011'); unknown: the picture alone.
  const city = land.city ?? cityOfLandName(land.name)?.city;
  return (
    <li className="land-card" aria-label={t`LAND ${title}`} data-token-id={land.tokenId}>
      <div className="land-card-pictures">
        {land.imageUrl ? <img src={land.imageUrl} alt="" loading="lazy" width={96} height={96} /> : <div className="land-card-image" aria-hidden="true" />}
        {city && <LandPlaceMap city={city} x1={land.x1} y1={land.y1} x2={land.x2} y2={land.y2} className="land-card-place" />}
      </div>
      <h3>{title}</h3>
      <LandFacts land={land} selected={props.selected} />
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
