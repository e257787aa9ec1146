// English of the message ids the event machines emit (machines/events/messages.ts); spec 8's text exactly where it gives one.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const EVENT_MACHINE_MESSAGES: Record<string, MessageDescriptor> = {
  'event.noEvent': msg({ id: 'event.noEvent', message: 'Next Event will be opened soon' }),
  'event.loadFailed': msg({ id: 'event.loadFailed', message: 'The events could not be loaded.' }),
  'event.notOffered': msg({ id: 'event.notOffered', message: 'Events are not offered by this server.' }),
  'event.voteFailed': msg({ id: 'event.voteFailed', message: 'Your vote could not be sent. Your choice is kept: try again.' }),
  'event.alreadyVoted': msg({ id: 'event.alreadyVoted', message: 'You have already voted in this event. Here is the tally.' }),
  'event.closed': msg({ id: 'event.closed', message: 'This event has ended: votes are no longer taken.' }),
  'event.purchaseTitle': msg({ id: 'event.purchaseTitle', message: 'Event purchase' }),
  'event.voted': msg({ id: 'event.voted', message: 'Thank you for voting. Here is the tally.' }),
};
