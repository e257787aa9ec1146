// The event flows with their real actors: the event API calls, and the signed-in user the session actor (systemId 'session') holds for the logs.
import { fromPromise } from 'xstate';
import { eventVoteMachine } from '@machines/events/eventVoteMachine';
import { mainNoticeMachine } from '@machines/events/mainNoticeMachine';
import type { CastVoteInput, CastVoteOutput, EventLogInput, EventsData, MainNoticeOutput } from '@machines/events/types';
import { castVote, fetchEventsData, fetchMainNotice, saveEventLog, type EventsDeps } from './services/eventsApi';
import { eventsDeps } from './services/deps';
import { sessionUser } from '../../services/sessionUser';

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
