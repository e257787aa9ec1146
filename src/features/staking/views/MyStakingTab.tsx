// My page staking tab: staked LAND per campaign of the pool and land area (waiting for the start, 'Staking in progress'
// locked, 'Staking has ended' with Unlock while unlocking is enabled), Unlock one (confirmed) or all, Keep for next campaign
// (one or all, confirmed) while the pool has a campaign open for deposits, and entries to stake, to my reward and to the
// reward table.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  selectAreas,
  selectStakedCampaigns,
  selectUnlockArea,
  selectUnlockBusy,
  selectUnlockChainId,
  selectUnlockFailed,
  selectUnlockActionsEnabled,
  selectUnlockLoading,
  selectUnlockNotice,
  selectUnlockPool,
  selectUnlockRef,
  selectWalletMissing,
  type StakedPhase,
} from '@machines/staking/selectors';
import type { AreaKey } from '@machines/staking/types';
import { DEFAULT_AREA, type StakingHubRef } from '@machines/staking/stakingHubMachine';
import { RouterLink } from '@kit/RouterLink';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { LandCardView } from '../../../components/LandCardView';
import { CITY_LABEL } from '../../../i18n/cityLabels';
import { PendingTxs } from './PendingTxs';
import { PoolSwitch } from './PoolSwitch';
import { StakingOverlays } from './StakingOverlays';
import { Button } from '../../../components/Button';
import { MessageText } from '../../../components/MessageText';
import { useStakingHub } from './useStakingHub';
import { Select } from '../../../components/Select';
import './staking.css';

const dateOf = (sec: number, locale: string) => new Date(sec * 1000).toLocaleString(locale);

export function MyStakingTab() {
  const hub = useStakingHub();
  return hub ? <StakingTabContent hub={hub} /> : null;
}

function StakingTabContent({ hub }: { hub: StakingHubRef }) {
  const { t, i18n } = useLingui();
  const unlock = useSelector(hub, selectUnlockRef);
  const areas = useSelector(hub, selectAreas);
  const walletMissing = useSelector(hub, selectWalletMissing);

  // The tab owns the unlock flow while it is shown.
  useEffect(() => {
    hub.send({ type: 'UNLOCK.OPEN', poolId: 1, area: DEFAULT_AREA });
    return () => hub.send({ type: 'UNLOCK.CLOSE' });
  }, [hub]);

  return (
    <section className="staking-tab" aria-label={t`Staking`}>
      {walletMissing && (
        <p>
          <Trans>Connect your wallet to see and manage your staked LANDs.</Trans>{' '}
          <Button onClick={() => hub.send({ type: 'WALLET.CONNECT' })}>
            <Trans>Connect wallet</Trans>
          </Button>
        </p>
      )}
      {unlock && <UnlockPanel hub={hub} unlock={unlock} areas={areas.map((a) => a.key)} locale={i18n.locale} />}
      <PendingTxs />
      <StakingOverlays hub={hub} />
    </section>
  );
}

function PhaseLabel({ phase, start }: { phase: StakedPhase; start: string }) {
  if (phase === 'waiting') return <Trans id="staking.phase.waiting">Waiting for the campaign to start on {start}</Trans>;
  return phase === 'locked' ? <Trans>Staking in progress</Trans> : <Trans>Staking has ended</Trans>;
}

function UnlockPanel({
  hub,
  unlock,
  areas,
  locale,
}: {
  hub: StakingHubRef;
  unlock: NonNullable<ReturnType<typeof selectUnlockRef>>;
  areas: AreaKey[];
  locale: string;
}) {
  const { t, i18n } = useLingui();
  const poolId = useSelector(unlock, selectUnlockPool);
  const area = useSelector(unlock, selectUnlockArea);
  const chainId = useSelector(unlock, selectUnlockChainId);
  const campaigns = useSelector(unlock, selectStakedCampaigns);
  const busy = useSelector(unlock, selectUnlockBusy);
  const loading = useSelector(unlock, selectUnlockLoading);
  const actionable = useSelector(unlock, selectUnlockActionsEnabled);
  const failed = useSelector(unlock, selectUnlockFailed);
  const notice = useSelector(unlock, selectUnlockNotice);
  return (
    <>
      <div className="staking-controls">
        <PoolSwitch value={poolId} disabled={busy} onSelect={(id) => unlock.send({ type: 'POOL.SELECT', poolId: id })} />
        <Select
          native
          label={<Trans>Land area</Trans>}
          value={area}
          disabled={busy}
          options={areas.map((key) => ({ value: key, label: i18n._(CITY_LABEL[key]) }))}
          onChange={(key) => unlock.send({ type: 'AREA.SELECT', area: key })}
        />
        <Button variant="primary" onClick={() => hub.send({ type: 'STAKING.OPEN', poolId, area })}>
          <Trans>Add LAND(s)</Trans>
        </Button>
        <Button onClick={() => hub.send({ type: 'REWARDS.OPEN', poolId, chainId })}>
          <Trans>My reward</Trans>
        </Button>
        <Button onClick={() => hub.send({ type: 'REWARD_TABLE.OPEN', poolId })}>
          <Trans>Reward table</Trans>
        </Button>
        <Button disabled={busy || loading} onClick={() => unlock.send({ type: 'REFRESH' })}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {notice && (
        <p className="error-text" role="alert">
          <MessageText message={notice} />
        </p>
      )}
      {loading && (
        <p role="status" aria-busy="true">
          <Trans>Loading your staked LANDs…</Trans>
        </p>
      )}
      {failed && (
        <Button onClick={() => unlock.send({ type: 'REFRESH' })}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {!loading && !failed && campaigns.length === 0 && (
        <>
          <p>
            <Trans>No staked LANDs in this pool and area.</Trans>
          </p>
          <p className="staking-revoke-hint">
            <Trans>
              The staking contract keeps its permission to move your LAND until you revoke it. If you no longer stake, you can revoke it on{' '}
              <RouterLink href={pathFor(locale as Lang, 'approve')}>your approvals</RouterLink>.
            </Trans>
          </p>
        </>
      )}
      {campaigns.map((c) => (
        <section key={c.campaignId} className="staked-campaign" aria-label={t`Campaign ${c.campaignId}`}>
          <h2>
            <Trans>Campaign {c.campaignId}</Trans>
          </h2>
          <p className="staking-phase" data-phase={c.phase}>
            <PhaseLabel phase={c.phase} start={dateOf(c.start, locale)} />
          </p>
          <p>
            {dateOf(c.start, locale)} – {dateOf(c.end, locale)}
          </p>
          {c.keepFor && (
            <p className="staking-keep-hint">
              <Trans>
                You can keep these LANDs staked for Campaign {c.keepFor.campaignId}, which starts on {dateOf(c.keepFor.start, locale)}.
              </Trans>
            </p>
          )}
          <div className="campaign-actions">
            {c.canUnlock && (
              <Button variant="primary" disabled={!actionable} onClick={() => unlock.send({ type: 'UNLOCK.ALL', campaignId: c.campaignId })}>
                <Trans>Unlock all</Trans>
              </Button>
            )}
            {c.keepFor && (
              <Button disabled={!actionable} onClick={() => unlock.send({ type: 'KEEP.ALL', campaignId: c.campaignId })}>
                <Trans>Keep all for next campaign</Trans>
              </Button>
            )}
          </div>
          <ul className="land-list">
            {c.lands.map((land) => (
              <LandCardView
                key={`${land.isErc1155 ? 1155 : 721}:${land.tokenId}`}
                land={land}
                action={
                  c.canUnlock || c.keepFor ? (
                    <>
                      {c.canUnlock && (
                        <Button
                          disabled={!actionable}
                          onClick={() => unlock.send({ type: 'UNLOCK.ONE', campaignId: c.campaignId, tokenId: land.tokenId, isErc1155: land.isErc1155 })}
                        >
                          <Trans>Unlock</Trans>
                        </Button>
                      )}
                      {c.keepFor && (
                        <Button
                          disabled={!actionable}
                          onClick={() => unlock.send({ type: 'KEEP.ONE', campaignId: c.campaignId, tokenId: land.tokenId, isErc1155: land.isErc1155 })}
                        >
                          <Trans>Keep for next campaign</Trans>
                        </Button>
                      )}
                    </>
                  ) : (
                    <span className="badge">
                      <Trans>Locked</Trans>
                    </span>
                  )
                }
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
