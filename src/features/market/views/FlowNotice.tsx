// Why a market flow stopped (role=alert), and the network switch when only the network is wrong.
import { Trans } from '@lingui/react/macro';
import type { Message } from '@machines/shared/message';
import { MessageText } from '../../../components/MessageText';
import { Button } from '../../../components/Button';

export function FlowNotice(props: { notice: Message | null; canSwitch: boolean; onSwitch: () => void }) {
  return (
    <>
      {props.notice && (
        <p className="market-notice" role="alert">
          <MessageText message={props.notice} />
        </p>
      )}
      {props.canSwitch && (
        <Button onClick={props.onSwitch}>
          <Trans>Switch network</Trans>
        </Button>
      )}
    </>
  );
}
