// The event page (event theme; event/vote redirects here): the current events, their notice and purchase popups, and the votes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppActor } from '@kit/appActor';
import { useFlow } from '@kit/useFlow';
import type { PageProps } from '@kit/pageProps';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { MessageText } from '../../../components/MessageText';
import { PageShell } from '../../../components/PageShell';
import { EVENT_MESSAGE } from '@machines/events/messages';
import {
  selectEvents,
  selectLoadFailed,
  selectNotOffered,
  selectLoading,
  selectNoOpenEvent,
  selectNotice,
  selectNoticeOpen,
  selectPurchaseOpen,
  selectSelectedEvent,
} from '@machines/events/selectors';
import { eventVoteLogic } from '../actors';
import { EventNoticePopup } from './EventNoticePopup';
import { EventPurchasePopup } from './EventPurchasePopup';
import { EventTally } from './EventTally';
import { EventVote } from './EventVote';
import './events.css';

const FLOW = eventVoteLogic();
export type EventFlow = ActorRefFrom<typeof FLOW>;

/** One number per mount: a new visit loads again and logs 5200; StrictMode's second effect run sends the same number. */
let lastVisit = 0;

export default function EventPage(_: PageProps) {
  const { t } = useLingui();
  const signedIn = useSelector(useAppActor('session'), (s) => s.matches('signedIn'));
  const [input] = useState(() => ({ signedIn }));
  const [visit] = useState(() => (lastVisit += 1));
  const flow = useFlow('events', FLOW, input);
  useEffect(() => flow?.send({ type: 'EVENTS.SESSION', signedIn }), [flow, signedIn]);
  useEffect(() => flow?.send({ type: 'EVENTS.VISIT', visit }), [flow, visit]);
  return <PageShell title={t`Event`}>{flow ? <EventBody flow={flow} /> : <p className="event-loading" aria-busy="true" />}</PageShell>;
}

function EventBody({ flow }: { flow: EventFlow }) {
  const loading = useSelector(flow, selectLoading);
  const loadFailed = useSelector(flow, selectLoadFailed);
  const notOffered = useSelector(flow, selectNotOffered);
  const noOpen = useSelector(flow, selectNoOpenEvent);
  const notice = useSelector(flow, selectNotice);
  const events = useSelector(flow, selectEvents);
  const noticeOpen = useSelector(flow, selectNoticeOpen);
  const purchaseOpen = useSelector(flow, selectPurchaseOpen);
  if (loading) {
    return (
      <p className="event-loading" aria-busy="true">
        <Trans>Loading the events…</Trans>
      </p>
    );
  }
  if (notOffered) {
    return (
      <p className="event-not-offered" role="status">
        <MessageText message={{ id: EVENT_MESSAGE.notOffered }} />
      </p>
    );
  }
  if (loadFailed) {
    return (
      <div className="event-failed" role="alert">
        {notice && <MessageText message={notice} />}{' '}
        <Button onClick={() => flow.send({ type: 'EVENTS.RETRY' })}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="event-area">
      {noOpen ? (
        <>
          <EmptyState title={<MessageText message={{ id: EVENT_MESSAGE.noEvent }} />} />
          {events.length > 0 && (
            <section className="event-past" aria-labelledby="event-past-title">
              <h2 id="event-past-title">
                <Trans>Ended events</Trans>
              </h2>
              {events.map((e) => (
                <article key={e.id} className="event-card">
                  <h3>{e.title}</h3>
                  <EventTally event={e} />
                </article>
              ))}
            </section>
          )}
        </>
      ) : (
        <CurrentEvent flow={flow} />
      )}
      {noticeOpen && <EventNoticePopup flow={flow} />}
      {purchaseOpen && <EventPurchasePopup flow={flow} />}
    </div>
  );
}

function CurrentEvent({ flow }: { flow: EventFlow }) {
  const { t } = useLingui();
  const events = useSelector(flow, selectEvents);
  const selected = useSelector(flow, selectSelectedEvent);
  const canBuy = useSelector(flow, (s) => s.can({ type: 'EVENTS.PURCHASE_OPEN' }));
  if (!selected) return null;
  return (
    <>
      <nav className="event-tabs" aria-label={t`Events`}>
        {events.map((e) => (
          <Button
            key={e.id}
            size="sm"
            variant={e.id === selected.id ? 'primary' : 'secondary'}
            aria-pressed={e.id === selected.id}
            onClick={() => flow.send({ type: 'EVENTS.SELECT', eventId: e.id })}
          >
            {e.title} {!e.open && <Trans>(ended)</Trans>}
          </Button>
        ))}
      </nav>
      <article className="event-card" aria-labelledby="event-title">
        <h2 id="event-title">{selected.title}</h2>
        <p className="event-notice-text">{selected.notice}</p>
        <div className="event-actions">
          <Button variant="ghost" onClick={() => flow.send({ type: 'EVENTS.NOTICE_OPEN' })}>
            <Trans>Event notice</Trans>
          </Button>
          {canBuy && (
            <Button onClick={() => flow.send({ type: 'EVENTS.PURCHASE_OPEN' })}>
              <Trans>Event purchase</Trans>
            </Button>
          )}
        </div>
        <EventVote flow={flow} event={selected} />
      </article>
    </>
  );
}
