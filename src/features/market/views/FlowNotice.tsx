// Why a market flow stopped (role=alert), and the network switch when only the network is wrong.
import { Trans } from '@lingui/react/macro';
import type { Message } from '@machines/shared/message';
import { MessageText } from '../../../components/MessageText';

export function FlowNotice(props: { notice: Message | null; canSwitch: boolean; onSwitch: () => void }) {
  return (
    <>
      {props.notice && (
        <p className="market-notice" role="alert">
          <MessageText message={props.notice} />
        </p>
      )}
      {props.canSwitch && (
        <button type="button" className="button" onClick={props.onSwitch}>
          <Trans>Switch network</Trans>
        </button>
      )}
    </>
  );
}
