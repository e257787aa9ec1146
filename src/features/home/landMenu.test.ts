// Home land menu: every open map links into its city's LAND view on its own network; announced cities are inactive.
import { describe, expect, it } from 'vitest';
import { HOME_LAND_MENU, landMenuPath } from './landMenu';

describe('home land menu', () => {
  it('lists the six open maps with their ids and data names, then the announced cities', () => {
    expect(HOME_LAND_MENU.map((e) => [e.mapId, e.name, e.active, e.land])).toEqual([
      [1, 'SeoulA', true, 'seoul'],
      [2, 'Newyork', true, 'newyork'],
      [3, 'London', true, 'london'],
      [4, 'Tokyo', true, 'tokyo'],
      [5, 'Berlin', true, 'berlin'],
      [6, 'São Paulo', true, 'saopaulo'],
      [0, 'hongkong', false, 'hongkong'],
      [0, 'amsterdam', false, 'amsterdam'],
    ]);
  });

  it('links an open map to market/{its network}?view=land&city=..., an inactive one nowhere', () => {
    expect(landMenuPath(HOME_LAND_MENU[0]!)).toBe('market/bsc?view=land&city=seoul');
    expect(landMenuPath(HOME_LAND_MENU[3]!)).toBe('market/pol?view=land&city=tokyo');
    expect(landMenuPath(HOME_LAND_MENU[6]!)).toBeNull();
  });
});
