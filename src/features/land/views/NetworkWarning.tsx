// Said when the signed-in user's wallet is on another network than the city's LAND (the spec's area text).
import { MessageText } from '../../../components/MessageText';
import { message } from '@machines/shared/message';

/** The staking rule's own catalog id, so the text lives once, in the core catalog. */
const AREA_NETWORK = message('staking.areaNetwork');

export function NetworkWarning() {
  return (
    <p className="land-network-warning" role="alert">
      <MessageText message={AREA_NETWORK} />
    </p>
  );
}
