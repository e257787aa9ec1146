// The names of the vote choices (spec 3): nine named zones, pets numbered 1 to 10, Agree / Disagree; codes come from the API.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { petNumber, type EventZone } from '@common/api/eventCodes';

const ZONE_NAMES: Record<EventZone, MessageDescriptor> = {
  central: msg`Central Plaza`,
  station: msg`Station Square`,
  harbor: msg`Harbor Front`,
  market: msg`Market Street`,
  park: msg`Green Park`,
  tower: msg`Sky Tower`,
  riverside: msg`Riverside`,
  gallery: msg`Art Gallery`,
  arena: msg`Arena`,
};

/** A choice's label in the reader's language; an unknown code (a newer API) shows as it is. */
export function choiceLabel(i18n: I18n, code: string): string {
  if (code === 'agree') return i18n._(msg`Agree`);
  if (code === 'disagree') return i18n._(msg`Disagree`);
  const pet = petNumber(code);
  if (pet !== null) return i18n._(msg`Pet ${pet}`);
  const zone = ZONE_NAMES[code as EventZone];
  return zone ? i18n._(zone) : code;
}
