// Every message id the event machines emit has its English here and a text in both catalogs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGE } from '@machines/events/messages';
import { EVENT_MACHINE_MESSAGES } from './messages';

const ids = (file: string) => new Set([...readFileSync(file, 'utf8').matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]));
const filled = (file: string) => new Set([...readFileSync(file, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)].map((m) => m[1]));

describe('event messages', () => {
  it('have English here (or in the app catalog: api.auth) and a text in English and Korean', () => {
    const own = Object.values(EVENT_MESSAGE).filter((id) => id !== EVENT_MESSAGE.needLogin);
    expect(own.filter((id) => !EVENT_MACHINE_MESSAGES[id])).toEqual([]);
    expect(EVENT_MACHINE_MESSAGES[EVENT_MESSAGE.noEvent]?.message).toBe('Next Event will be opened soon');
    const en = ids('locales/en.po');
    const ko = filled('locales/ko.po');
    for (const id of Object.values(EVENT_MESSAGE)) {
      expect(en, id).toContain(id);
      expect(ko, id).toContain(id);
    }
  });
});
