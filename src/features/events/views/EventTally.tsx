// The tally of one event: each choice with its votes and share, the user's own vote marked.
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventRecord } from '@common/api/events';
import { share } from '@machines/events/selectors';
import { choiceLabel } from './labels';

export function EventTally({ event }: { event: EventRecord }) {
  const { t, i18n } = useLingui();
  return (
    <div className="event-tally">
      <p className="event-total">
        <Trans>Votes: {event.total}</Trans>
      </p>
      <ul aria-label={t`Tally`}>
        {event.choices.map((c) => {
          const percent = share(c.votes, event.total);
          const label = choiceLabel(i18n, c.code);
          return (
            <li key={c.code} className={c.code === event.myChoice ? 'event-tally-row event-tally-mine' : 'event-tally-row'}>
              <span className="event-tally-label">
                {label}
                {c.code === event.myChoice && (
                  <>
                    {' '}
                    <Trans>(your vote)</Trans>
                  </>
                )}
              </span>
              <progress className="event-tally-bar" max={100} value={percent} aria-hidden="true" />
              <span className="event-tally-count">
                <Trans>
                  {c.votes} votes ({percent}%)
                </Trans>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
