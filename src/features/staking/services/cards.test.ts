// LAND cards: coordinates, type and quantity from the chain; name and image from the API; unsafe image URLs dropped.
import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '@common/security/safeUrl';
import { buildCard, landTypeOf, sortCards } from './cards';

const land = { mapId: 1, x1: 31, y1: 10, x2: 32, y2: 10, premium: true };

describe('cards', () => {
  it('builds an ERC-1155 card with the chain quantity and the API name', () => {
    expect(buildCard('15002', true, 2, land, { name: 'Seoul 31,10', imageUrl: 'http://127.0.0.1:8787/img.png', nftId: 'N1' })).toEqual({
      x1: 31,
      y1: 10,
      x2: 32,
      y2: 10,
      tokenId: '15002',
      nftId: 'N1',
      name: 'Seoul 31,10',
      imageUrl: 'http://127.0.0.1:8787/img.png',
      isErc1155: true,
      maxQuantity: 2,
      landType: '2x1P',
      city: 'seoul',
    });
  });

  it('gives an ERC-721 card quantity 1 and a fallback name without API details', () => {
    const card = buildCard('10001', false, 7, { ...land, x2: 31, premium: false }, undefined);
    expect(card).toMatchObject({ maxQuantity: 1, name: 'LAND #10001', imageUrl: '', landType: '1x1', nftId: '10001' });
  });

  it('keeps only http(s) images', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBe('');
    expect(safeHttpUrl('data:image/png;base64,xx')).toBe('');
    expect(safeHttpUrl('not a url')).toBe('');
    expect(safeHttpUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
  });

  it('sorts cards by token id as a number and names 3x3 sizes', () => {
    const a = buildCard('9', false, 1, land, undefined);
    const b = buildCard('10001', false, 1, land, undefined);
    expect(sortCards([b, a]).map((c) => c.tokenId)).toEqual(['9', '10001']);
    expect(landTypeOf({ x1: 0, y1: 0, x2: 2, y2: 2, premium: false })).toBe('3x3');
  });
});
