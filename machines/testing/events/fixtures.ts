// Events the event machines' tests load: an open zone vote, an open pet vote the user already voted in, an ended Agree/Disagree vote.
import { eventChoiceCodes, type EventRecord, type EventVoteKind } from '@common/api/events';
import type { EventsData } from '@machines/events/types';

function event(id: number, kind: EventVoteKind, over: Partial<EventRecord> = {}): EventRecord {
  return {
    id,
    title: `Event ${id}`,
    notice: `Notice of event ${id}`,
    kind,
    open: true,
    startTime: 0,
    endTime: 1,
    choices: eventChoiceCodes(kind).map((code) => ({ code, votes: 0 })),
    total: 0,
    myChoice: null,
    ...over,
  };
}

export const ZONE = event(1, 'zone');
export const PET_VOTED = event(2, 'pet', {
  myChoice: 'pet-3',
  total: 1,
  choices: eventChoiceCodes('pet').map((code) => ({ code, votes: code === 'pet-3' ? 1 : 0 })),
});
export const AGREE_CLOSED = event(3, 'agree', { open: false });
export const PRODUCT = { network: 'bsc', index: 4, tokenId: '1', price: '100' };

export const DATA: EventsData = { events: [ZONE, PET_VOTED, AGREE_CLOSED], products: [PRODUCT] };
export const NO_OPEN: EventsData = { events: [AGREE_CLOSED], products: [] };
/** The zone vote after this user's vote for the harbor. */
export const ZONE_VOTED: EventRecord = {
  ...ZONE,
  myChoice: 'harbor',
  total: 1,
  choices: ZONE.choices.map((c) => (c.code === 'harbor' ? { ...c, votes: 1 } : c)),
};
/** What the API holds after refusing a second vote: this user's earlier vote for the park. */
export const DATA_ALREADY: EventsData = {
  ...DATA,
  events: [{ ...ZONE, myChoice: 'park', total: 2, choices: ZONE.choices.map((c) => (c.code === 'park' ? { ...c, votes: 2 } : c)) }, PET_VOTED, AGREE_CLOSED],
};

export const apiError = (key: string, text = 'refused') => Object.assign(new Error(text), { key, status: key === 'error-msg-auth' ? 401 : 409 });
