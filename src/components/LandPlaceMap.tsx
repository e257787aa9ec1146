// The parcel's place on its city map: a small SVG of the city's block grid (one square per ten blocks) with the parcel
// filled and a ring around it, so even a 1 x 1 parcel is found on a thumbnail. Drawn from coordinates alone: no map data.
import { useLingui } from '@lingui/react/macro';
import { type CityKey, mapOf } from '@common/domain/land';
import { cityLabel } from '../i18n/cityLabels';
import './components.css';

/** Blocks per grid square: the city's districts as the LAND map's overview shows them. */
const GRID = 10;

export function LandPlaceMap(props: { city: CityKey; x1: number; y1: number; x2: number; y2: number; className?: string }) {
  const { t, i18n } = useLingui();
  const size = mapOf(props.city).size;
  // Coordinates outside the city (bad data) are kept on its edge rather than drawn off the picture.
  const clamp = (v: number) => Math.min(Math.max(v, 0), size - 1);
  const x = clamp(Math.min(props.x1, props.x2));
  const y = clamp(Math.min(props.y1, props.y2));
  const w = clamp(Math.max(props.x1, props.x2)) - x + 1;
  const h = clamp(Math.max(props.y1, props.y2)) - y + 1;
  const city = cityLabel(i18n, props.city);
  const { x1, y1, x2, y2 } = props;
  const lines = Array.from({ length: Math.floor((size - 1) / GRID) }, (_, i) => (i + 1) * GRID);
  return (
    <svg
      className={['ds-land-place', props.className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={t`Place on the map of ${city}: blocks (${x1}, ${y1}) to (${x2}, ${y2})`}
    >
      <rect className="ds-land-place-city" width={size} height={size} rx={size / 40} />
      <path className="ds-land-place-grid" d={lines.map((v) => `M${v} 0V${size}M0 ${v}H${size}`).join('')} />
      <circle className="ds-land-place-ring" cx={x + w / 2} cy={y + h / 2} r={Math.max(w, h) / 2 + size / 12} />
      <rect className="ds-land-place-parcel" x={x} y={y} width={w} height={h} />
    </svg>
  );
}
