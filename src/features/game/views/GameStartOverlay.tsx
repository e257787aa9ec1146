// The game-start loading overlay (spec 2): shown while the game client has the focus, until the user is back on the page.
// Mounted in the top bar once the game start flow runs.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { showsGameStartOverlay } from '@machines/game/selectors';
import { useAttachedFlow } from '@kit/useFlow';
import './game.css';

export function GameStartOverlay() {
  const flow = useAttachedFlow('gameStart');
  const visible = useSelector(flow, showsGameStartOverlay);
  if (!visible) return null;
  return (
    <div className="overlay-backdrop game-start-overlay" role="status" aria-live="polite" data-testid="game-start-overlay">
      <div className="spinner" aria-hidden="true" />
      <p>
        <Trans>Starting MetaWorld… Come back to this page when you are done playing.</Trans>
      </p>
    </div>
  );
}
