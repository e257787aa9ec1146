// The main notice popup on Home (config entry mainNotice): its title and text, buttons to Event and Event-Vote, Close.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { Lang } from '@kit/resolveRoute';
import { pathFor } from '@kit/resolveRoute';
import { useFlow } from '@kit/useFlow';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { mainNoticeLogic } from '../actors';

const FLOW = mainNoticeLogic();
const INPUT = undefined;

export default function MainNoticePopup({ lang }: { lang: Lang }) {
  const flow = useFlow('mainNotice', FLOW, INPUT);
  const navigate = useNavigate();
  const notice = useSelector(flow, (s) => (s?.matches('open') ? s.context.notice : null));
  if (!flow || !notice) return null;
  const close = () => flow.send({ type: 'MAIN_NOTICE.CLOSE' });
  // The machine closes the popup; where each button leads is the route table's (event/vote redirects to event).
  const go = (to: 'event' | 'eventVote') => {
    flow.send({ type: 'MAIN_NOTICE.GO', to });
    navigate(pathFor(lang, to === 'event' ? 'event' : 'event/vote'));
  };
  return (
    <Dialog
      title={notice.title}
      onCancel={close}
      actions={
        <>
          <Button onClick={close}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={() => go('eventVote')}>
            <Trans>Event-Vote</Trans>
          </Button>
          <Button variant="primary" onClick={() => go('event')}>
            <Trans>Event</Trans>
          </Button>
        </>
      }
    >
      <p>{notice.body}</p>
    </Dialog>
  );
}
