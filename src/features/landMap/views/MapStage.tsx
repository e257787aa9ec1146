// The map's stage: the canvas (drawn by MapRenderer from the flow's snapshots, not by React), its input, the hover
// card, the zoom buttons, the minimap and the loading or failure notice.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BLOCK_SIZE } from '@machines/constants';
import type { landMapMachine } from '@machines/landMap/landMapMachine';
import { selectBlockSize, selectData, selectError, selectMapView } from '@machines/landMap/selectors';
import { MessageText } from '../../../components/MessageText';
import { Button } from '../../../components/Button';
import { attachMapInput, ZOOM_STEP } from '../render/input';
import { drawMinimap, minimapFit } from '../render/minimap';
import { MapRenderer } from '../render/renderer';
import { HoverCard } from './HoverCard';
import { placeCard } from './placeCard';
import { useBenchCommits } from './useBenchCommits';
import { cityLabel } from '../../../i18n/cityLabels';

type LandMapRef = ActorRefFrom<typeof landMapMachine>;

/** The minimap's side in CSS pixels. */
const MINIMAP = 112;

/** Draws the flow on the stage's canvases, outside React: the refs it returns go on the stage's elements. */
function useRenderer(flow: LandMapRef) {
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const minimap = useRef<HTMLCanvasElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = canvas.current;
    const box = stage.current;
    if (!el || !box) return;
    const renderer = new MapRenderer(el, () => flow.getSnapshot());
    let lastMini: unknown[] = [];
    const offFrame = renderer.onFrame((c, dpr) => {
      placeCard(card.current, c);
      const mini = minimap.current;
      const key = [c.camera, c.viewport, renderer.bitmap()];
      if (mini && key.some((k, i) => k !== lastMini[i])) {
        lastMini = key;
        drawMinimap(mini, renderer.bitmap(), c, dpr, MINIMAP);
      }
    });
    const sub = flow.subscribe(() => renderer.request());
    const size = () => {
      const r = box.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      flow.send({ type: 'VIEWPORT.RESIZE', width: r.width, height: r.height });
      renderer.resize(r.width, r.height, dpr);
      lastMini = [];
    };
    const observer = new ResizeObserver(size);
    observer.observe(box);
    size();
    // A window moved to a screen of another pixel ratio redraws sharp there.
    let ratio: MediaQueryList | null = null;
    const watchRatio = () => {
      ratio?.removeEventListener('change', onRatio);
      ratio = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      ratio.addEventListener('change', onRatio);
    };
    const onRatio = () => {
      size();
      watchRatio();
    };
    watchRatio();
    const detach = attachMapInput(el, { send: (e) => flow.send(e), size: () => flow.getSnapshot().context.camera.size });
    return () => {
      detach();
      ratio?.removeEventListener('change', onRatio);
      observer.disconnect();
      sub.unsubscribe();
      offFrame();
      renderer.destroy();
    };
  }, [flow]);
  return { stage, canvas, minimap, card };
}

function MinimapCanvas({ flow, canvasRef }: { flow: LandMapRef; canvasRef: React.RefObject<HTMLCanvasElement | null> }) {
  useEffect(() => {
    const el = canvasRef.current;
    if (!el) return;
    let dragging = false;
    const centre = (e: PointerEvent) => {
      const data = flow.getSnapshot().context.data;
      if (!data) return;
      const r = el.getBoundingClientRect();
      const fit = minimapFit(r.width, data.width, data.height);
      flow.send({ type: 'CAMERA.CENTER', x: (e.clientX - r.left - fit.x) / fit.scale, y: (e.clientY - r.top - fit.y) / fit.scale });
    };
    const down = (e: PointerEvent) => {
      dragging = true;
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        // Not capturable (gone, or synthetic): dragging still works inside the minimap.
      }
      centre(e);
    };
    const move = (e: PointerEvent) => dragging && centre(e);
    const up = () => (dragging = false);
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
    };
  }, [flow, canvasRef]);
  // Mouse and touch only: the keyboard pans the main map directly.
  return <canvas ref={canvasRef} className="land-map-minimap" aria-hidden="true" style={{ width: MINIMAP, height: MINIMAP }} />;
}

function ZoomButtons({ flow }: { flow: LandMapRef }) {
  useBenchCommits('ZoomButtons');
  const { t } = useLingui();
  // Only the limits re-render the buttons, not every size.
  const atMax = useSelector(flow, (s) => selectBlockSize(s) >= BLOCK_SIZE.max);
  const atMin = useSelector(flow, (s) => selectBlockSize(s) <= BLOCK_SIZE.min);
  return (
    <div className="land-map-zoom">
      <Button variant="bare" aria-label={t`Zoom in`} disabled={atMax} onClick={() => flow.send({ type: 'CAMERA.ZOOM', by: ZOOM_STEP })}>
        +
      </Button>
      <Button variant="bare" aria-label={t`Zoom out`} disabled={atMin} onClick={() => flow.send({ type: 'CAMERA.ZOOM', by: -ZOOM_STEP })}>
        −
      </Button>
    </div>
  );
}

function Status({ flow }: { flow: LandMapRef }) {
  useBenchCommits('Status');
  const view = useSelector(flow, selectMapView);
  const error = useSelector(flow, selectError);
  if (view === 'loading')
    return (
      <p className="land-map-status" role="status">
        <Trans>Loading the map…</Trans>
      </p>
    );
  if (view === 'failed' || error)
    return (
      <div className="land-map-status" role="alert">
        {error && <MessageText message={error} />}{' '}
        <Button size="sm" onClick={() => flow.send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  return null;
}

export function MapStage({ flow }: { flow: LandMapRef }) {
  useBenchCommits('MapStage');
  const { t, i18n } = useLingui();
  const { stage, canvas, minimap, card } = useRenderer(flow);
  const city = useSelector(flow, (s) => selectData(s)?.city ?? null);
  const name = city ? cityLabel(i18n, city) : null;
  const label = name ? t`Map of ${name}` : t`LAND map`;
  return (
    <div className="land-map-stage" ref={stage}>
      <canvas ref={canvas} className="land-map-canvas" role="application" tabIndex={0} aria-label={label} aria-describedby="land-map-keys" />
      <p id="land-map-keys" className="sr-only">
        <Trans>Drag or use the arrow keys to move, the wheel or + and - to zoom, click or press Enter to select a LAND.</Trans>
      </p>
      <HoverCard flow={flow} cardRef={card} />
      <ZoomButtons flow={flow} />
      <MinimapCanvas flow={flow} canvasRef={minimap} />
      <Status flow={flow} />
    </div>
  );
}
