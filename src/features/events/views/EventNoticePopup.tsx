// The event notice popup: the selected event's notice and dates; Esc, the backdrop and Close close it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { selectSelectedEvent } from '@machines/events/selectors';
import type { EventFlow } from './EventPage';

export function EventNoticePopup({ flow }: { flow: EventFlow }) {
  const { i18n } = useLingui();
  const event = useSelector(flow, selectSelectedEvent);
  const close = () => flow.send({ type: 'EVENTS.NOTICE_CLOSE' });
  if (!event) return null;
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium' });
  return (
    <Dialog
      title={<Trans>Event notice</Trans>}
      onCancel={close}
      actions={
        <Button variant="primary" onClick={close}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <h3>{event.title}</h3>
      <p>{event.notice}</p>
      <p className="event-dates">
        <Trans>
          From {date(event.startTime)} to {date(event.endTime)}
        </Trans>
      </p>
    </Dialog>
  );
}
