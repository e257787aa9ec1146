// The staking popup 'Add LAND(s)': understanding tickbox, search, 721/1155 and land-area switches, LAND cards, Stake.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CAMPAIGN_POOLS } from '@common/domain/campaign';
import { LIMITS } from '@machines/constants';
import {
  selectApproving,
  selectBrowsingEnabled,
  selectCanClosePopup,
  selectDepositSent,
  selectCanStake,
  selectIsEmpty,
  selectIsLoadingLands,
  selectLoadFailed,
  selectPopupArea,
  selectPopupAreas,
  selectPopupNotice,
  selectPopupPool,
  selectPopupSearch,
  selectPopupStandard,
  selectQuantityActor,
  selectQuantityLand,
  selectStaking,
  selectUnderstood,
  selectVisibleLands,
} from '@machines/staking/selectors';
import type { StakingPopupRef } from '@machines/staking/stakingPopupMachine';
import type { Standard } from '@machines/staking/types';
import type { quantityMachine } from '@machines/staking/quantityMachine';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../../components/Button';
import { MessageText } from '../../../components/MessageText';
import { Dialog } from '../../../components/Dialog';
import { CITY_LABEL } from '../../../i18n/cityLabels';
import { LandCardView } from '../../../components/LandCardView';
import { QuantityModal } from './QuantityModal';
import { Select } from '../../../components/Select';
import './staking.css';

export function StakingPopup({ popup, onClose }: { popup: StakingPopupRef; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const poolId = useSelector(popup, selectPopupPool);
  const standard = useSelector(popup, selectPopupStandard);
  const area = useSelector(popup, selectPopupArea);
  const areas = useSelector(popup, selectPopupAreas);
  const search = useSelector(popup, selectPopupSearch);
  const lands = useSelector(popup, selectVisibleLands);
  const selection = useSelector(popup, (s) => s.context.selection);
  const understood = useSelector(popup, selectUnderstood);
  const approving = useSelector(popup, selectApproving);
  const browsing = useSelector(popup, selectBrowsingEnabled);
  const canStake = useSelector(popup, selectCanStake);
  const staking = useSelector(popup, selectStaking);
  const loading = useSelector(popup, selectIsLoadingLands);
  const loadFailed = useSelector(popup, selectLoadFailed);
  const empty = useSelector(popup, selectIsEmpty);
  const notice = useSelector(popup, selectPopupNotice);
  const canClose = useSelector(popup, selectCanClosePopup);
  const depositSent = useSelector(popup, selectDepositSent);
  const quantity = useSelector(popup, selectQuantityActor) as ActorRefFrom<typeof quantityMachine> | null;
  const quantityLand = useSelector(popup, selectQuantityLand);
  const days = CAMPAIGN_POOLS.find((p) => p.id === poolId)?.days ?? 0;

  return (
    <Dialog
      title={t`Add LAND(s)`}
      size="wide"
      onCancel={canClose ? onClose : undefined}
      actions={
        <>
          <Button disabled={!canClose} onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button variant="primary" disabled={!canStake} busy={staking} onClick={() => popup.send({ type: 'STAKE' })}>
            {staking ? <Trans>Staking…</Trans> : <Trans>Stake</Trans>}
          </Button>
        </>
      }
    >
      <p className="staking-pool">{t`${days}-day pool`}</p>
      {depositSent && (
        <p role="status">
          <Trans>The deposit is sent. You can close this window and follow it under Transactions in the top bar.</Trans>
        </p>
      )}
      <label className="understand">
        <input type="checkbox" checked={understood} disabled={!browsing} onChange={() => popup.send({ type: 'UNDERSTAND.TOGGLE' })} />
        <Trans>I understand that staked LANDs cannot be used or unstaked during the staking period.</Trans>
      </label>
      {approving && (
        <p role="status">
          <Trans>Checking the approval in your wallet…</Trans>
        </p>
      )}
      <div className="staking-filters">
        <label>
          <span>
            <Trans>Search</Trans>
          </span>
          <input
            type="search"
            maxLength={LIMITS.stakingSearchMax}
            value={search}
            onChange={(e) => popup.send({ type: 'SEARCH.CHANGE', text: e.target.value })}
          />
        </label>
        <div role="radiogroup" aria-label={t`Token standard`}>
          {([721, 1155] as Standard[]).map((s) => (
            <label key={s}>
              <input
                type="radio"
                name="standard"
                checked={standard === s}
                disabled={!browsing}
                onChange={() => popup.send({ type: 'STANDARD.SELECT', standard: s })}
              />
              {s === 721 ? 'ERC-721' : 'ERC-1155'}
            </label>
          ))}
        </div>
        <Select
          native
          label={<Trans>Land area</Trans>}
          value={area}
          disabled={!browsing}
          options={areas.map((a) => ({ value: a.key, label: i18n._(CITY_LABEL[a.key]) }))}
          onChange={(key) => popup.send({ type: 'AREA.SELECT', area: key })}
        />
      </div>
      {notice && (
        <p className="error-text" role="alert">
          <MessageText message={notice} />
        </p>
      )}
      {loading && (
        <p role="status" aria-busy="true">
          <Trans>Loading your LANDs…</Trans>
        </p>
      )}
      {loadFailed && (
        <Button onClick={() => popup.send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {empty && (
        <p>
          <Trans>No LANDs found.</Trans>
        </p>
      )}
      {lands.length > 0 && (
        <ul className="land-list" aria-label={t`Your LANDs`}>
          {lands.map((land) => (
            <LandCardView
              key={`${land.isErc1155 ? 1155 : 721}:${land.tokenId}`}
              land={land}
              selected={selection[land.tokenId]}
              disabled={!browsing}
              onToggle={() => popup.send({ type: 'LAND.TOGGLE', tokenId: land.tokenId })}
              onEditQuantity={land.isErc1155 ? () => popup.send({ type: 'LAND.EDIT_QUANTITY', tokenId: land.tokenId }) : undefined}
            />
          ))}
        </ul>
      )}
      {quantity && <QuantityModal quantity={quantity} landName={quantityLand?.name ?? ''} />}
    </Dialog>
  );
}
