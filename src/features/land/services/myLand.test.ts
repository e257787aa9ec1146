// The land tab's LAND: wallet cards split into listed and owned units, staked cards, every city asked on its network.
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../services/api/errors';
import { card as itemCard, inventoryRow, listing } from '@machines/testing/market/browse/fixtures';
import { cityLands, listedUnits, loadMyLand } from './myLand';

const OWNER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const land = (tokenId: string, extra: { isErc1155?: boolean; maxQuantity?: number; staked?: boolean } = {}) => ({
  x1: 3,
  y1: 4,
  x2: 4,
  y2: 4,
  tokenId,
  nftId: `721-${tokenId}`,
  name: `SeoulA LAND #${tokenId}`,
  imageUrl: '/static/land/2x1.svg',
  isErc1155: extra.isErc1155 ?? false,
  maxQuantity: extra.maxQuantity ?? 1,
  landType: '2x1',
  staked: extra.staked ?? false,
});
const landRow = (itemId: string, listed: number[]) =>
  inventoryRow(itemId, { item: itemCard(itemId), listed: listed.map((n, i) => listing(i + 1, { sellAmount: n, tokenId: itemId.split('-')[1] })) });

describe('listedUnits / cityLands', () => {
  it('counts the open listed units per network and LAND', () => {
    const rows = [landRow('land721-10011', [1]), landRow('land1155-15002', [2, 1]), landRow('land721-10012', [])];
    rows[1]!.listed.push(listing(9, { forSale: false, sellAmount: 5 }));
    expect([...listedUnits('BSC', rows)]).toEqual([
      ['BSC:land721-10011', 1],
      ['BSC:land1155-15002', 3],
    ]);
  });

  it('splits a wallet card into listed and owned units; staked cards stay staked', () => {
    const listed = new Map([
      ['BSC:land721-10011', 1],
      ['BSC:land1155-15002', 2],
      ['POL:land721-10013', 1],
    ]);
    const lands = cityLands(
      'seoul',
      [land('10011'), land('15002', { isErc1155: true, maxQuantity: 5 }), land('10013')],
      [land('10014', { staked: true })],
      listed,
    );
    expect(lands.map((l) => [l.card.tokenId, l.state, l.card.maxQuantity])).toEqual([
      ['10011', 'listed', 1],
      ['15002', 'listed', 2],
      ['15002', 'owned', 3],
      // Listed on another network: not this city's LAND.
      ['10013', 'owned', 1],
      ['10014', 'staked', 1],
    ]);
    expect(lands[0]!.card).not.toHaveProperty('staked');
    expect(lands.every((l) => l.city === 'seoul')).toBe(true);
  });
});

describe('loadMyLand', () => {
  it('asks every city on its network for wallet and staked LAND, and each network for its listings', async () => {
    const asked: string[] = [];
    const api = {
      assetUrl: (url: string | undefined) => `http://api.test${url ?? ''}`,
      landWithOwner: async (input: { land_code: string; network: string; stake: string; owner_addr: string }) => {
        asked.push(`${input.land_code}:${input.network}:${input.stake}`);
        const rows =
          input.land_code === 'london' && input.stake === '1'
            ? [land('30001', { staked: true })]
            : input.land_code === 'seoul' && input.stake === '0'
              ? [land('10011')]
              : [];
        return { data: { rows } };
      },
      marketInventory: async (input: { network: string; kind?: string; page?: number }) => {
        asked.push(`inventory:${input.network}:${input.kind}:${input.page}`);
        return { data: { rows: input.network === 'BSC' ? [landRow('land721-10011', [1])] : [], total: input.network === 'BSC' ? 1 : 0 } };
      },
    };
    const lands = await loadMyLand(api as never, OWNER);
    expect(lands.map((l) => [l.city, l.card.tokenId, l.state])).toEqual([
      ['seoul', '10011', 'listed'],
      ['london', '30001', 'staked'],
    ]);
    expect(lands[0]!.card.imageUrl).toBe('http://api.test/static/land/2x1.svg');
    expect(asked.sort()).toEqual(
      [
        'inventory:BSC:land:1',
        'inventory:POL:land:1',
        ...['seoul:BSC', 'newyork:BSC', 'london:POL', 'tokyo:POL', 'berlin:BSC', 'saopaulo:POL'].flatMap((c) => [`${c}:0`, `${c}:1`]),
      ].sort(),
    );
  });

  it('shows every wallet LAND as owned on a server without market_inventory (lgl0003_ex alone)', async () => {
    const api = {
      assetUrl: (url: string | undefined) => url ?? '',
      landWithOwner: async (input: { land_code: string; stake: string }) => ({
        data: { rows: input.land_code === 'seoul' && input.stake === '0' ? [land('10011')] : [] },
      }),
      marketInventory: vi.fn(async () => Promise.reject(new ApiCallError(404, 'error-msg-no-endpoint', 'No such endpoint'))),
    };
    const lands = await loadMyLand(api as never, OWNER);
    expect(lands.map((l) => [l.city, l.card.tokenId, l.state])).toEqual([['seoul', '10011', 'owned']]);
    // The next visit asks lgl0003_ex alone: the missing extension is not asked again (no 404 per visit).
    const asked = api.marketInventory.mock.calls.length;
    expect(await loadMyLand(api as never, OWNER)).toHaveLength(1);
    expect(api.marketInventory.mock.calls.length).toBe(asked);
  });
});
