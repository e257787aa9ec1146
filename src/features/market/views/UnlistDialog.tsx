// Unlist: the confirmation is the app's confirm popup; this dialog shows only the wait and why an unlisting did not go through, with a retry.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { unlistMachine } from '@machines/market/unlistMachine';
import { selectUnlistDialogShown, selectUnlistItem, selectUnlistNotice, selectUnlistSending } from '@machines/market/tradeSelectors';
import { Dialog } from '../../../components/Dialog';
import { FlowNotice } from './FlowNotice';
import { FlowStep } from './FlowStep';
import { landTitle } from '../../../i18n/cityLabels';
import { Button } from '../../../components/Button';

export function UnlistDialog(props: { flow: ActorRefFrom<typeof unlistMachine> }) {
  const { t, i18n } = useLingui();
  const { flow } = props;
  const send = flow.send;
  const item = useSelector(flow, selectUnlistItem);
  const notice = useSelector(flow, selectUnlistNotice);
  const shown = useSelector(flow, selectUnlistDialogShown);
  const sending = useSelector(flow, selectUnlistSending);
  const canRetry = useSelector(flow, (s) => s.can({ type: 'UNLIST.RETRY' }));
  const canClose = useSelector(flow, (s) => s.can({ type: 'MARKET.CLOSE' }));
  const canSwitch = useSelector(flow, (s) => s.can({ type: 'MARKET.SWITCH_NETWORK' }));
  // The confirm popup is the app's; this dialog shows once the user confirmed or when something stands in the way.
  if (!shown) return null;
  const name = landTitle(i18n, item.name);
  return (
    <Dialog
      title={t`Unlist ${name}`}
      onCancel={() => send({ type: 'MARKET.CLOSE' })}
      actions={
        <>
          <Button disabled={!canClose} onClick={() => send({ type: 'MARKET.CLOSE' })}>
            <Trans>Close</Trans>
          </Button>
          <Button variant="primary" disabled={!canRetry} onClick={() => send({ type: 'UNLIST.RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </>
      }
    >
      <FlowStep step={sending ? 'sending' : null} />
      <FlowNotice notice={notice} canSwitch={canSwitch} onSwitch={() => send({ type: 'MARKET.SWITCH_NETWORK' })} />
    </Dialog>
  );
}
