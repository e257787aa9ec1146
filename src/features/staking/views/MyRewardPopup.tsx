// My reward popup: 'Ongoing campaign' and 'All rewards' tabs of box cards (name, Quantity); 'Claim rewards' on the second tab;
// the DVG staking earned on the chain (dvi_reward_search) with the spec's 'earned DVG added to the world balance'.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { claimMachine, RewardTab } from '@machines/staking/claimMachine';
import {
  selectAllRewards,
  selectCanClaim,
  selectClaimNotice,
  selectClaiming,
  selectDvgEarned,
  selectOngoingRewards,
  selectRewardTab,
  selectRewardsLoading,
} from '@machines/staking/selectors';
import type { RewardGroup } from '@machines/staking/types';
import { MessageText } from '../../../components/MessageText';
import { Dialog } from '../../../components/Dialog';
import { Button } from '../../../components/Button';
import { Tabs } from '../../../components/Tabs';
import { BoxName } from './BoxName';

function RewardCards({ groups }: { groups: RewardGroup[] }) {
  const { t } = useLingui();
  if (groups.every((g) => g.boxes.length === 0)) {
    return (
      <p>
        <Trans>No rewards yet.</Trans>
      </p>
    );
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.campaignId} aria-label={t`Campaign ${group.campaignId}`}>
          <h3>
            <Trans>Campaign {group.campaignId}</Trans> {group.claimed && <Trans>(claimed)</Trans>}
          </h3>
          <ul className="reward-cards">
            {group.boxes.map((box) => (
              <li key={box.boxType} className="reward-card">
                <strong>
                  <BoxName boxType={box.boxType} />
                </strong>{' '}
                <span>
                  <Trans>Quantity</Trans> {box.amount}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function MyRewardPopup({ claim, onClose }: { claim: ActorRefFrom<typeof claimMachine>; onClose: () => void }) {
  const { t } = useLingui();
  const tab = useSelector(claim, selectRewardTab);
  const ongoing = useSelector(claim, selectOngoingRewards);
  const all = useSelector(claim, selectAllRewards);
  const canClaim = useSelector(claim, selectCanClaim);
  const claiming = useSelector(claim, selectClaiming);
  const loading = useSelector(claim, selectRewardsLoading);
  const notice = useSelector(claim, selectClaimNotice);
  const dvg = useSelector(claim, selectDvgEarned);
  const tabs: { id: RewardTab; label: string }[] = [
    { id: 'ongoing', label: t`Ongoing campaign` },
    { id: 'all', label: t`All rewards` },
  ];
  return (
    <Dialog
      title={t`My reward`}
      onCancel={claiming ? undefined : onClose}
      actions={
        <Button disabled={claiming} onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <Tabs
        label={t`My reward`}
        selected={tab}
        onSelect={(id) => claim.send({ type: 'TAB.SELECT', tab: id as RewardTab })}
        items={tabs.map((item) => ({
          id: item.id,
          label: item.label,
          panel: (
            <>
              {loading ? (
                <p role="status" aria-busy="true">
                  <Trans>Loading rewards…</Trans>
                </p>
              ) : (
                <RewardCards groups={item.id === 'ongoing' ? ongoing : all} />
              )}
              {item.id === 'all' && (
                <Button variant="primary" disabled={!canClaim} busy={claiming} onClick={() => claim.send({ type: 'CLAIM' })}>
                  {claiming ? <Trans>Claiming…</Trans> : <Trans>Claim rewards</Trans>}
                </Button>
              )}
            </>
          ),
        }))}
      />
      {dvg !== null && (
        <p className="reward-dvg" role="note">
          <Trans>DVG earned by staking: {dvg} DVG.</Trans> <Trans>Earned DVG is added to the world balance.</Trans>
        </p>
      )}
      {notice && (
        <p className="error-text" role="alert">
          <MessageText message={notice} />
        </p>
      )}
    </Dialog>
  );
}
