// The LAND map panel the market's LAND view renders (lazy-loaded): the canvas map with its controls, hover card and
// minimap, and the legend. The page owns the flow (useFlow('landMap', landMapLogic(), input)) and passes it in.
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { landMapMachine } from '@machines/landMap/landMapMachine';
import { MapLegend } from './MapLegend';
import { MapStage } from './MapStage';
import { useBenchCommits } from './useBenchCommits';
import './landMap.css';

/** Memoised: the page re-renders on its own data (the list of a new city, the URL); the map renders from the flow alone. */
export const LandMapPanel = memo(function LandMapPanel({ flow }: { flow: ActorRefFrom<typeof landMapMachine> }) {
  useBenchCommits('LandMapPanel');
  const { t } = useLingui();
  return (
    <section className="land-map" aria-label={t`LAND map`}>
      <MapStage flow={flow} />
      <MapLegend flow={flow} />
    </section>
  );
});
