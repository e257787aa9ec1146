// My page profile's game player (spec 3 enjinWalletAddr, spec 7 game-asset calls): the player's name and Enjin wallet,
// Create player when there is none, Connect Enjin wallet when none is linked.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectPlayer, selectPlayerBusy, selectPlayerLoading, selectPlayerNotice, selectPlayerUnavailable } from '@machines/game/selectors';
import { useFlow } from '@kit/useFlow';
import { MessageText } from '../../../components/MessageText';
import { playerLogic } from '../actors';
import { Button } from '../../../components/Button';

const LOGIC = playerLogic();

export function GamePlayerSection() {
  const player = useFlow('gamePlayer', LOGIC, undefined);
  return player ? <Player player={player} /> : null;
}

function Player({ player: actor }: { player: ActorRefFrom<typeof LOGIC> }) {
  const { t } = useLingui();
  const player = useSelector(actor, selectPlayer);
  const loading = useSelector(actor, selectPlayerLoading);
  const unavailable = useSelector(actor, selectPlayerUnavailable);
  const busy = useSelector(actor, selectPlayerBusy);
  const notice = useSelector(actor, selectPlayerNotice);
  const canCreate = useSelector(actor, (s) => s.can({ type: 'PLAYER.CREATE' }));
  const canLink = useSelector(actor, (s) => s.can({ type: 'PLAYER.LINK' }));

  // A return to the profile reads the player again (it may have changed in the game, or another user signed in).
  useEffect(() => {
    actor.send({ type: 'PLAYER.RELOAD' });
  }, [actor]);

  return (
    <section className="game-player" aria-label={t`Game player`} aria-busy={loading || busy}>
      <h3>
        <Trans>Game player</Trans>
      </h3>
      {loading && (
        <p role="status">
          <Trans>Loading your player…</Trans>
        </p>
      )}
      {unavailable && (
        <p>
          <Trans>The game service could not be reached.</Trans>{' '}
          <Button onClick={() => actor.send({ type: 'PLAYER.RELOAD' })}>
            <Trans>Retry</Trans>
          </Button>
        </p>
      )}
      {!loading && !unavailable && player === null && (
        <p>
          <Trans>You have no player in the game yet.</Trans>
        </p>
      )}
      {player && (
        <dl className="profile-list">
          <dt>
            <Trans>Player name</Trans>
          </dt>
          <dd data-field="player">{player.nickname}</dd>
          <dt>
            <Trans>Enjin wallet</Trans>
          </dt>
          <dd data-field="enjinWalletAddr">{player.enjinWalletAddr || t`Not linked`}</dd>
        </dl>
      )}
      <div className="account-actions">
        {canCreate && (
          <Button onClick={() => actor.send({ type: 'PLAYER.CREATE' })}>
            <Trans>Create player</Trans>
          </Button>
        )}
        {canLink && (
          <Button onClick={() => actor.send({ type: 'PLAYER.LINK' })}>
            <Trans>Connect Enjin wallet</Trans>
          </Button>
        )}
      </div>
      {notice && (
        <p className="error-text" role="alert">
          <MessageText message={notice} />
        </p>
      )}
    </section>
  );
}
