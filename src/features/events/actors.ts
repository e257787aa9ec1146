// The event flows with their real actors: the event API calls, and the signed-in user the session actor (systemId 'session') holds for the logs.
import { fromPromise, type AnyActorRef } from 'xstate';
import { eventVoteMachine } from '../../../machines/events/eventVoteMachine';
import { mainNoticeMachine } from '../../../machines/events/mainNoticeMachine';
import type { CastVoteInput, CastVoteOutput, EventLogInput, EventsData, MainNoticeOutput } from '../../../machines/events/types';
import { castVote, fetchEventsData, fetchMainNotice, saveEventLog, type EventsDeps, type LogUser } from './services/eventsApi';
import { eventsDeps } from './services/deps';

/** The session's user (signed in) or null (a visitor, or no session actor). */
function sessionUser(system: { get(id: string): AnyActorRef | undefined }): LogUser | null {
  const snapshot = system.get('session')?.getSnapshot() as { context?: { user?: LogUser | null } } | undefined;
  return snapshot?.context?.user ?? null;
}

export function eventVoteLogic(deps: EventsDeps = eventsDeps()) {
  return eventVoteMachine.provide({
    actors: {
      fetchEvents: fromPromise<EventsData, void>(() => fetchEventsData(deps)),
      castVote: fromPromise<CastVoteOutput, CastVoteInput>(({ input }) => castVote(deps, input)),
      saveLog: fromPromise<void, EventLogInput>(({ input, system }) => saveEventLog(deps, input, sessionUser(system))),
    },
  });
}

export function mainNoticeLogic(deps: EventsDeps = eventsDeps()) {
  return mainNoticeMachine.provide({
    actors: { fetchMainNotice: fromPromise<MainNoticeOutput, void>(() => fetchMainNotice(deps)) },
  });
}
