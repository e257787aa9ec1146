// The vote box: the choices (radio for single choice, checkboxes for approval), an optional reason and the Vote button,
// or why there is no vote to cast (log in, not started, ended, already voted, no voting power at the snapshot block).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectDetail,
  selectMyVote,
  selectVoteBox,
  selectVoteChoice,
  selectVoteNotice,
  selectVoteReason,
  selectVoteRef,
  selectVp,
} from '@machines/dao/detail/detailSelectors';
import { VOTE_REASON_MAX } from '@machines/dao/detail/detailRules';
import { DAO_MESSAGE } from '@machines/dao/detail/messages';
import type { voteMachine } from '@machines/dao/detail/voteMachine';
import { Button } from '../../../../components/Button';
import { MessageText } from '../../../../components/MessageText';
import { Skeleton } from '../../../../components/Skeleton';
import type { DetailFlow } from './DaoDetailPage';
import { useDaoLabels } from './labels';

type VoteRef = ActorRefFrom<typeof voteMachine>;

export function VoteBox({ flow }: { flow: DetailFlow }) {
  const vote = useSelector(flow, selectVoteRef);
  return (
    <section className="dao-vote" aria-labelledby="dao-vote-title">
      <h3 id="dao-vote-title">
        <Trans>Cast your vote</Trans>
      </h3>
      {vote && <VoteBody flow={flow} vote={vote} />}
    </section>
  );
}

function VoteBody({ flow, vote }: { flow: DetailFlow; vote: VoteRef }) {
  const { i18n } = useLingui();
  const view = useSelector(vote, selectVoteBox);
  const notice = useSelector(vote, selectVoteNotice);
  const vp = useSelector(vote, selectVp);
  const block = useSelector(vote, (s) => s.context.snapshotBlock);
  const mine = useSelector(flow, selectMyVote);
  const n = new Intl.NumberFormat(i18n.locale || 'en');
  const alert = notice && (
    <p className="dao-vote-notice" role="alert">
      <MessageText message={notice} />
    </p>
  );
  switch (view) {
    case 'visitor':
      return (
        <Button variant="primary" onClick={() => vote.send({ type: 'VOTE.LOGIN' })}>
          <Trans>Log in to vote</Trans>
        </Button>
      );
    case 'checking':
      return (
        <div aria-busy="true">
          <Skeleton lines={2} />
        </div>
      );
    case 'noWallet':
      return <Status id={DAO_MESSAGE.needWallet} />;
    case 'notStarted':
      return <Status id={DAO_MESSAGE.notStarted} />;
    case 'closed':
      return alert || <Status id={DAO_MESSAGE.closed} />;
    case 'alreadyVoted':
      return (
        <p role="status" className="dao-vote-status">
          <MessageText message={{ id: DAO_MESSAGE.alreadyVoted }} />
          {mine && ` (${n.format(mine.vp)} VP)`}
        </p>
      );
    case 'noPower':
      return <Status id={DAO_MESSAGE.noPower} values={{ block }} />;
    case 'voted':
      return <Status id={DAO_MESSAGE.voted} />;
    default:
      return (
        <>
          {vp !== null && (
            <p className="dao-vp" data-testid="dao-vp">
              <Trans>
                Your voting power at block {block}: {n.format(vp)} VP
              </Trans>
            </p>
          )}
          <VoteForm flow={flow} vote={vote} />
          {alert}
        </>
      );
  }
}

function Status({ id, values }: { id: string; values?: Record<string, number> }) {
  return (
    <p role="status" className="dao-vote-status">
      <MessageText message={values ? { id, values } : { id }} />
    </p>
  );
}

function VoteForm({ flow, vote }: { flow: DetailFlow; vote: VoteRef }) {
  const labels = useDaoLabels();
  const choice = useSelector(vote, selectVoteChoice);
  const reason = useSelector(vote, selectVoteReason);
  const editable = useSelector(vote, (s) => s.matches('choosing'));
  const busy = useSelector(vote, (s) => s.matches('signing') || s.matches('sending'));
  const voteType = useSelector(vote, (s) => s.context.voteType);
  const proposal = useSelector(flow, selectDetail)!.proposal;
  return (
    <form
      className="dao-vote-form"
      onSubmit={(e) => {
        e.preventDefault();
        vote.send({ type: 'VOTE.SUBMIT' });
      }}
    >
      <fieldset disabled={!editable}>
        <legend>{voteType === 'approval' ? <Trans>Choose every option you approve</Trans> : <Trans>Choose one option</Trans>}</legend>
        {proposal.choices.map((label, i) => (
          <label key={i} className="dao-vote-option">
            <input
              type={voteType === 'approval' ? 'checkbox' : 'radio'}
              name="dao-choice"
              checked={choice.includes(i + 1)}
              onChange={() => vote.send({ type: 'VOTE.TOGGLE', choice: i + 1 })}
            />{' '}
            {labels.choice(label, proposal.category)}
          </label>
        ))}
        <label className="dao-vote-reason">
          <Trans>Reason (optional)</Trans>
          <textarea value={reason} maxLength={VOTE_REASON_MAX} rows={2} onChange={(e) => vote.send({ type: 'VOTE.REASON', reason: e.target.value })} />
        </label>
      </fieldset>
      <Button type="submit" variant="primary" busy={busy} disabled={!editable}>
        <Trans>Vote</Trans>
      </Button>
    </form>
  );
}
