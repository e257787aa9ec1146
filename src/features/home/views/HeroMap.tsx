// Home hero's picture of the world: a city's live LAND map (the LAND map flow's data, every layer on) drawn one pixel per
// block on a small canvas, with the city's parcel and listing counts. Loads after the page (its flow and loader with it).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { CityKey } from '@common/domain/land';
import { LAYER_COLOURS } from '@common/domain/landBlocks';
import { selectData, selectLayers, selectMapView } from '@machines/landMap/selectors';
import type { LandMapInput } from '@machines/landMap/types';
import type { Lang } from '@kit/resolveRoute';
import { useFlow } from '@kit/useFlow';
import { cityLabel } from '../../../i18n/cityLabels';
import { formatThousands } from '../../../format/number';
import { blockColours } from '../../landMap/render/colours';
import { homeMapLogic } from '../actors';
import { HeroMapFrame } from './HeroMapFrame';

const FLOW = homeMapLogic();

export default function HeroMap({ city, lang }: { city: CityKey; lang: Lang }) {
  const { t, i18n } = useLingui();
  const input = useMemo<LandMapInput>(() => ({ city, selected: null, viewer: null }), [city]);
  const flow = useFlow('homeMap', FLOW, input);
  useEffect(() => {
    flow?.send({ type: 'CITY.SET', city });
  }, [flow, city]);
  const view = useSelector(flow, (s) => (s ? selectMapView(s) : 'loading'));
  const data = useSelector(flow, (s) => (s ? selectData(s) : null));
  const layers = useSelector(flow, (s) => (s ? selectLayers(s) : null));
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx || !data || !layers) return;
    // One pixel per block: the CSS scales it up sharp (image-rendering: pixelated), so drawing stays a single putImageData.
    el.width = data.width;
    el.height = data.height;
    const pixels = blockColours(data, null, layers);
    ctx.putImageData(new ImageData(new Uint8ClampedArray(pixels.buffer as ArrayBuffer), data.width, data.height), 0, 0);
  }, [data, layers]);
  const name = cityLabel(i18n, city);
  const parcels = formatThousands(data?.parcelCount ?? 0);
  const forSale = formatThousands(data?.listings.length ?? 0);
  const stats = data && (
    <>
      <span>
        <Trans>{parcels} parcels</Trans>
      </span>
      <span>
        <span className="home-hero-swatch" style={{ background: LAYER_COLOURS.forSaleNative }} aria-hidden="true" />
        <Trans>{forSale} for sale</Trans>
      </span>
    </>
  );
  return (
    <HeroMapFrame city={city} lang={lang} busy={view === 'loading'} stats={stats}>
      {view === 'failed' ? (
        <p className="home-hero-map-failed">
          <Trans>The map of {name} could not be loaded.</Trans>
        </p>
      ) : (
        <>
          {!data && <span className="ds-skeleton ds-skeleton-rect home-hero-map-skeleton" aria-hidden="true" />}
          <canvas ref={canvas} className="home-hero-canvas" role="img" aria-label={t`Live LAND map of ${name}`} hidden={!data} />
        </>
      )}
    </HeroMapFrame>
  );
}
