// My page LAND tab's LAND withdrawn to Binance (spec 4 "claim to lock and transfer"): each LAND with its state, Claim for
// a withdrawn one, Transfer for one left locked. Shows nothing when the user has none.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectBinanceBusyLand, selectBinanceNotice, selectBinanceRows, selectBinanceUnavailable } from '@machines/binance/selectors';
import type { BinanceLand } from '@machines/binance/types';
import { useFlow } from '@kit/useFlow';
import { MessageText } from '../../../components/MessageText';
import { shortenAddress } from '@common/domain/wallet';
import { binanceLandLogic } from '../actors';
import { Button } from '../../../components/Button';
import { cityLandTitle } from '../../../i18n/cityLabels';

const LOGIC = binanceLandLogic();

export function BinanceLandSection() {
  const flow = useFlow('binanceLand', LOGIC, undefined);
  return flow ? <Section flow={flow} /> : null;
}

function Status({ land }: { land: BinanceLand }) {
  if (land.status === 'withdrawn') return <Trans>On Binance</Trans>;
  if (land.status === 'locked') return <Trans>Locked, waiting for its transfer</Trans>;
  const wallet = shortenAddress(land.toAddress ?? '');
  return <Trans>Transferred to {wallet}</Trans>;
}

function Section({ flow }: { flow: ActorRefFrom<typeof LOGIC> }) {
  const { t, i18n } = useLingui();
  // The city's label, never the back end's own wording of the name (spec 3: Seoul is labelled Gangnam).
  const titleOf = (land: BinanceLand) => cityLandTitle(i18n, land.city, land.tokenId, land.name);
  const rows = useSelector(flow, selectBinanceRows);
  const unavailable = useSelector(flow, selectBinanceUnavailable);
  const busy = useSelector(flow, selectBinanceBusyLand);
  const notice = useSelector(flow, selectBinanceNotice);
  const snapshot = useSelector(flow, (s) => s);
  // A back end without the call, or a user with no LAND on Binance: nothing to show (the LAND list above says the rest).
  if (unavailable || rows.length === 0) return null;
  return (
    <section className="binance-land" aria-label={t`LAND withdrawn to Binance`}>
      <h3>
        <Trans>LAND withdrawn to Binance</Trans>
      </h3>
      <p>
        <Trans>Claim a LAND to lock it on Binance and transfer it to your registered wallet.</Trans>
      </p>
      <ul>
        {rows.map((land) => (
          <li key={land.landId} aria-label={titleOf(land)}>
            <strong>{titleOf(land)}</strong>{' '}
            <span data-field="status">
              <Status land={land} />
            </span>{' '}
            {snapshot.can({ type: 'CLAIM', landId: land.landId }) && (
              <Button variant="primary" onClick={() => flow.send({ type: 'CLAIM', landId: land.landId })}>
                <Trans>Claim</Trans>
              </Button>
            )}
            {snapshot.can({ type: 'TRANSFER', landId: land.landId }) && (
              <Button onClick={() => flow.send({ type: 'TRANSFER', landId: land.landId })}>
                <Trans>Transfer</Trans>
              </Button>
            )}
            {busy === land.landId && (
              <span role="status" aria-busy="true">
                <Trans>Claiming…</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
      {notice && (
        <p className="error-text" role="alert">
          <MessageText message={notice} />
        </p>
      )}
    </section>
  );
}
