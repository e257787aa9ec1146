// The market buy, list and unlist flows' message ids (and their transaction labels) are in both catalogs with their texts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKET_API_MESSAGE, MARKET_MESSAGE } from '@machines/market/messages';
import { TX_LABEL } from '@machines/tx/messages';
import { MACHINE_MESSAGES } from '../../src/i18n/messages';

const ids = [...Object.values(MARKET_MESSAGE), ...Object.values(MARKET_API_MESSAGE), ...Object.values(TX_LABEL)];
const msgids = (path: string) => new Set([...readFileSync(path, 'utf8').matchAll(/^msgid "(.*)"$/gm)].map((m) => m[1]));

describe('market trade catalog', () => {
  it('has every id in MACHINE_MESSAGES and in the English and Korean catalogs', () => {
    const en = msgids('locales/en.po');
    const ko = msgids('locales/ko.po');
    expect(ids.filter((id) => !MACHINE_MESSAGES[id])).toEqual([]);
    expect(ids.filter((id) => !en.has(id) || !ko.has(id))).toEqual([]);
  });

  it('keeps the spec texts word for word', () => {
    const text = (id: string) => MACHINE_MESSAGES[id]?.message;
    expect(text(MARKET_MESSAGE.specifyQuantity)).toBe('Please specify the purchase quantity');
    expect(text(MARKET_MESSAGE.notEnoughItems)).toBe('There are not enough items to buy');
    expect(text(MARKET_MESSAGE.sameAccount)).toBe('Buyer and seller have same account');
    expect(text(MARKET_MESSAGE.noPrepending)).toBe("Can't make a purchase (no prepending ID)");
    expect(text(MARKET_MESSAGE.purchased)).toBe('Purchase was successful');
    expect(text(MARKET_MESSAGE.listed)).toBe('Listing for sale was successful');
    expect(text(MARKET_MESSAGE.unlisted)).toBe('Now NFT is unlisted');
    expect(text(MARKET_MESSAGE.wrongAccount)).toBe('Your wallet in not on account item registered. Change your account.');
    expect(text(MARKET_MESSAGE.wrongNetwork)).toBe('Your wallet in not on network item registered. Change your network.');
    expect(text(MARKET_MESSAGE.changeInWallet)).toBe('Please change network on extension or mobile app, thank you');
  });
});
