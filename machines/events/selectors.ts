// Pure reads of the event page's flow for the views: the selected event, its tally, what can be done now.
import type { SnapshotFrom } from 'xstate';
import type { EventRecord } from '@common/api/events';
import type { eventVoteMachine } from './eventVoteMachine';

type Snap = SnapshotFrom<typeof eventVoteMachine>;

export const selectEvents = (s: Snap): EventRecord[] => s.context.events;
export const selectSelectedEvent = (s: Snap): EventRecord | null => s.context.events.find((e) => e.id === s.context.selected) ?? null;
export const selectChoice = (s: Snap): string | null => s.context.choice;
export const selectNotice = (s: Snap) => s.context.notice;
export const selectLoading = (s: Snap): boolean => s.matches('idle') || s.matches('loading');
export const selectLoadFailed = (s: Snap): boolean => s.matches('loadFailed');
export const selectNotOffered = (s: Snap): boolean => s.matches('notOffered');
/** 'Next Event will be opened soon'. */
export const selectNoOpenEvent = (s: Snap): boolean => s.matches('none');
export const selectVoting = (s: Snap): boolean => s.matches({ ready: 'voting' });
/** The tally is shown after a vote, for an ended event and when the API already held a vote. */
export const selectShowTally = (s: Snap): boolean =>
  s.matches({ ready: 'voted' }) || s.matches({ ready: 'alreadyVoted' }) || s.matches({ ready: 'closed' }) || s.matches('none');
export const selectCanChoose = (s: Snap): boolean => s.matches({ ready: 'choosing' }) || s.matches({ ready: 'failed' });
export const selectVoteFailed = (s: Snap): boolean => s.matches({ ready: 'failed' });
export const selectProducts = (s: Snap) => s.context.products;
export const selectNoticeOpen = (s: Snap): boolean => s.context.noticeOpen;
export const selectPurchaseOpen = (s: Snap): boolean => s.context.purchaseOpen;

/** A choice's share of the votes, in whole percent (0 with no votes). */
export function share(votes: number, total: number): number {
  return total > 0 ? Math.round((votes * 100) / total) : 0;
}
