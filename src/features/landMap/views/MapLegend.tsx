// The map's legend: the block categories' colours, the layers as toggle buttons (mine, for sale in coin or token,
// staked, sold), the selected parcel's outline, and what the staked marks leave out on a map from GetLandData.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BLOCK_CATEGORY_INFO, LAYER_COLOURS, LAYER_NAME_IDS, SELECTED_COLOUR } from '@common/domain/landBlocks';
import type { landMapMachine } from '@machines/landMap/landMapMachine';
import { selectLayers, selectStakesPartly } from '@machines/landMap/selectors';
import { MAP_LAYERS } from '@machines/landMap/types';
import { Button } from '../../../components/Button';
import { useBenchCommits } from './useBenchCommits';

export function MapLegend({ flow }: { flow: ActorRefFrom<typeof landMapMachine> }) {
  useBenchCommits('MapLegend');
  const { t, i18n } = useLingui();
  const layers = useSelector(flow, selectLayers);
  const stakesPartly = useSelector(flow, selectStakesPartly);
  return (
    <div className="land-map-legend">
      <ul className="land-map-layers" aria-label={t`Layers`}>
        {MAP_LAYERS.map((layer) => (
          <li key={layer}>
            <Button variant="bare" aria-pressed={layers[layer]} onClick={() => flow.send({ type: 'LAYER.TOGGLE', layer })}>
              <span className="land-map-swatch" style={{ background: LAYER_COLOURS[layer] }} aria-hidden="true" />
              {i18n._(LAYER_NAME_IDS[layer])}
            </Button>
          </li>
        ))}
        <li className="land-map-legend-static">
          <span className="land-map-swatch land-map-swatch-outline" style={{ borderColor: SELECTED_COLOUR }} aria-hidden="true" />
          <Trans>Selected</Trans>
        </li>
      </ul>
      {stakesPartly && (
        <p className="land-map-legend-note">
          <Trans>This server&apos;s map does not say which LAND is staked: only your own staked LAND, and LAND held by the staking contract, is marked.</Trans>
        </p>
      )}
      <ul className="land-map-categories" aria-label={t`Block categories`}>
        {BLOCK_CATEGORY_INFO.map((c) => (
          <li key={c.category}>
            <span className="land-map-swatch" style={{ background: c.fill }} aria-hidden="true" />
            {i18n._(c.nameId)}
          </li>
        ))}
      </ul>
    </div>
  );
}
