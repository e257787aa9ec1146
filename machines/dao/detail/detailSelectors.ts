// Pure reads of the DAO detail flows for the views: what is shown, the results, what the vote box and report popup allow.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { QUORUM_VP } from '@common/domain/dao';
import { canSubmitReport, share } from './detailRules';
import type { proposalDetailMachine } from './proposalDetailMachine';
import type { reportMachine } from './reportMachine';
import type { voteMachine } from './voteMachine';
import { sameAddress } from '@common/domain/address';

type DetailSnap = SnapshotFrom<typeof proposalDetailMachine>;
type VoteSnap = SnapshotFrom<typeof voteMachine>;
type ReportSnap = SnapshotFrom<typeof reportMachine>;

export type DetailView = 'loading' | 'missing' | 'failed' | 'deleted' | 'shown';
export function selectDetailView(s: DetailSnap): DetailView {
  if (s.matches('shown')) return 'shown';
  if (s.matches('missing')) return 'missing';
  if (s.matches('failed')) return 'failed';
  if (s.matches('deleted')) return 'deleted';
  return 'loading';
}
export const selectDetail = (s: DetailSnap) => s.context.detail;
export const selectDetailNotice = (s: DetailSnap) => s.context.notice;
export const selectCommentText = (s: DetailSnap) => s.context.commentText;
export const selectPosting = (s: DetailSnap): boolean => s.matches({ shown: { comment: 'posting' } });
export const selectCanDelete = (s: DetailSnap): boolean => s.can({ type: 'DELETE.ASK' });
export const selectDeleting = (s: DetailSnap): boolean => s.matches({ shown: { removal: 'deleting' } });
export const selectVoteRef = (s: DetailSnap) => s.children.vote as ActorRefFrom<typeof voteMachine> | undefined;
export const selectReportRef = (s: DetailSnap) => s.children.report as ActorRefFrom<typeof reportMachine> | undefined;

export interface ChoiceResult {
  /** 1-based, as votes name it. */
  index: number;
  label: string;
  score: number;
  /** Whole percent of all VP cast. */
  percent: number;
}

/** Each choice with its score and share; total is the VP cast (an approval vote counts once per approved choice). */
export function selectResults(s: DetailSnap): { rows: ChoiceResult[]; total: number; quorum: number; quorumReached: boolean } {
  const p = s.context.detail?.proposal;
  if (!p) return { rows: [], total: 0, quorum: 0, quorumReached: false };
  const total = p.scores.reduce((a, b) => a + b, 0);
  const rows = p.choices.map((label, i) => ({ index: i + 1, label, score: p.scores[i] ?? 0, percent: share(p.scores[i] ?? 0, total) }));
  const quorum = p.quorum || QUORUM_VP[p.category];
  return { rows, total, quorum, quorumReached: total >= quorum };
}

/** The viewer's own vote among the voters, if any. */
export const selectMyVote = (s: DetailSnap) => s.context.detail?.votes.find((v) => sameAddress(v.voter, s.context.address)) ?? null;

export type VoteBoxView =
  'visitor' | 'noWallet' | 'notStarted' | 'closed' | 'alreadyVoted' | 'checking' | 'noPower' | 'choosing' | 'signing' | 'sending' | 'voted';
export function selectVoteBox(s: VoteSnap): VoteBoxView {
  if (s.matches('route') || s.matches('checkingPower')) return 'checking';
  return s.value as VoteBoxView;
}
export const selectVoteChoice = (s: VoteSnap) => s.context.choice;
export const selectVoteReason = (s: VoteSnap) => s.context.reason;
export const selectVoteNotice = (s: VoteSnap) => s.context.notice;
export const selectVp = (s: VoteSnap) => s.context.vp;

export const selectReportOpen = (s: ReportSnap): boolean => !s.matches('closed');
export const selectReportText = (s: ReportSnap) => s.context.text;
/** 'report uploaded' while closed after a report went through; 'Edit report is failed' in the popup after one did not. */
export const selectReportNotice = (s: ReportSnap) => s.context.notice;
export const selectReportSending = (s: ReportSnap): boolean => s.matches('sending');
export const selectCanSubmitReport = (s: ReportSnap): boolean => s.matches('editing') && canSubmitReport(s.context.text);
