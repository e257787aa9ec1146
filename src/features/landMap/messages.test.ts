// The map's catalog ids (load failure, block categories, layers) are in both catalogs, with real Korean, and in the
// map's English list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATEGORIES, BLOCK_CATEGORY_INFO, LAYER_NAME_IDS } from '@common/domain/landBlocks';
import { LAND_MAP_MESSAGE } from '@machines/landMap/messages';
import { MAP_LAYERS } from '@machines/landMap/types';
import { LAND_MAP_MESSAGES } from './messages';

function translations(path: string): Map<string, string> {
  const out = new Map<string, string>();
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const id = /^msgid "(.+)"$/.exec(line)?.[1];
    const str = /^msgstr "(.*)"$/.exec(lines[i + 1] ?? '')?.[1];
    if (id && str !== undefined) out.set(id, str);
  });
  return out;
}

describe('LAND map catalog ids', () => {
  const ids = [...Object.values(LAND_MAP_MESSAGE), ...BLOCK_CATEGORY_INFO.map((c) => c.nameId), ...MAP_LAYERS.map((l) => LAYER_NAME_IDS[l])];

  it('name every block category -1..7 and every layer once', () => {
    expect(BLOCK_CATEGORY_INFO.map((c) => c.category)).toEqual([...BLOCK_CATEGORIES]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(BLOCK_CATEGORY_INFO.map((c) => c.fill)).size).toBe(BLOCK_CATEGORY_INFO.length);
  });

  it('are in the English list and in both catalogs, the Korean in Hangul', () => {
    // The map's texts live in the LAND feature catalog (locales/land/), loaded with the LAND views.
    const en = translations('locales/land/en.po');
    const ko = translations('locales/land/ko.po');
    for (const id of ids) {
      expect(LAND_MAP_MESSAGES[id]?.id, id).toBe(id);
      expect(en.get(id), id).toBe(LAND_MAP_MESSAGES[id]?.message);
      expect(ko.get(id), id).toMatch(/[\uac00-\ud7a3]/);
    }
  });
});
