// One event's vote: its choices (zones by name, pets 1 to 10, Agree / Disagree), Vote, what happened, and the tally once shown.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { EventRecord } from '@common/api/events';
import { useAppRef } from '@kit/appActor';
import { Button } from '../../../components/Button';
import { MessageText } from '../../../components/MessageText';
import { EVENT_MESSAGE } from '@machines/events/messages';
import { selectCanChoose, selectChoice, selectNotice, selectShowTally, selectVoteFailed, selectVoting } from '@machines/events/selectors';
import type { EventFlow } from './EventPage';
import { EventTally } from './EventTally';
import { choiceLabel } from './labels';

export function EventVote({ flow, event }: { flow: EventFlow; event: EventRecord }) {
  const { t, i18n } = useLingui();
  const app = useAppRef();
  const name = useId();
  const choice = useSelector(flow, selectChoice);
  const notice = useSelector(flow, selectNotice);
  const canChoose = useSelector(flow, selectCanChoose);
  const voting = useSelector(flow, selectVoting);
  const failed = useSelector(flow, selectVoteFailed);
  const showTally = useSelector(flow, selectShowTally);
  const canVote = useSelector(flow, (s) => s.can({ type: 'EVENTS.VOTE' }));
  const needLogin = notice?.id === EVENT_MESSAGE.needLogin;
  return (
    <div className="event-vote">
      {showTally ? (
        <EventTally event={event} />
      ) : (
        <fieldset className={event.kind === 'pet' ? 'event-choices event-choices-numbered' : 'event-choices'} disabled={!canChoose}>
          <legend>{event.kind === 'agree' ? t`Do you agree?` : t`Choose one`}</legend>
          {event.choices.map((c) => (
            <label key={c.code} className="event-choice">
              <input
                type="radio"
                name={name}
                value={c.code}
                checked={choice === c.code}
                onChange={() => flow.send({ type: 'EVENTS.CHOOSE', choice: c.code })}
              />{' '}
              {choiceLabel(i18n, c.code)}
            </label>
          ))}
        </fieldset>
      )}
      <div className="event-vote-actions">
        {!showTally && !failed && (
          <Button variant="primary" busy={voting} busyLabel={t`Sending your vote…`} disabled={!canVote} onClick={() => flow.send({ type: 'EVENTS.VOTE' })}>
            <Trans>Vote</Trans>
          </Button>
        )}
        {failed && (
          <Button variant="primary" onClick={() => flow.send({ type: 'EVENTS.RETRY' })}>
            <Trans>Retry</Trans>
          </Button>
        )}
        {needLogin && (
          <Button onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
            <Trans>Login</Trans>
          </Button>
        )}
      </div>
      <p className="event-vote-notice" role="status">
        {notice && <MessageText message={notice} />}
      </p>
    </div>
  );
}
