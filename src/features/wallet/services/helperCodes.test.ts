// Spec 8's wallet helper codes of a connect: 401 a failed account request, 402 the MetaMask check, 403 no or no valid account.
import { describe, expect, it } from 'vitest';
import { walletStepMessage, WalletHelperError } from '@machines/wallet/types';
import { checkedAccount, connectFailure } from './helperCodes';

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

describe('wallet helper codes of a connect', () => {
  it('fails the MetaMask check (402) when MetaMask is asked for and another injected wallet answers; no wallet at all stays 400', () => {
    const missing = new WalletHelperError(400);
    const other = connectFailure(missing, true, { isMetaMask: false });
    expect(other.helperCode).toBe(402);
    expect(walletStepMessage(other)).toEqual({ id: 'wallet.helper.metamaskCheck', detail: '(402)' });
    expect(connectFailure(missing, true, null).helperCode).toBe(400);
    expect(connectFailure(missing, false, { isMetaMask: false }).helperCode).toBe(400);
  });

  it("says 'Error on request metamask account' (401) when MetaMask's account request fails, and keeps the user's own refusal", () => {
    const failed = connectFailure(new Error('Internal JSON-RPC error'), true, { isMetaMask: true });
    expect(failed.helperCode).toBe(401);
    expect(walletStepMessage(failed)).toEqual({ id: 'wallet.metamask.requestFailed', detail: '(401)' });
    const refused = connectFailure(Object.assign(new Error('User rejected'), { code: 4001 }), true, { isMetaMask: true });
    expect(walletStepMessage(refused)).toEqual({ id: 'wallet.userRejected', detail: '(4001)' });
    // Another wallet's failure keeps the generic wallet text.
    expect(walletStepMessage(connectFailure(new Error('boom'), false, null)).id).toBe('wallet.failed');
  });

  it("checks the account: none is 403, MetaMask giving no address is 403 'Invalid metamask wallet account'", () => {
    expect(checkedAccount(ADDRESS, true)).toBe(ADDRESS);
    const none = (() => {
      try {
        return checkedAccount(undefined, true);
      } catch (e) {
        return e;
      }
    })();
    expect(walletStepMessage(none)).toEqual({ id: 'wallet.helper.noAccount', detail: '(403)' });
    for (const [metamask, id] of [
      [true, 'wallet.metamask.invalidAccount'],
      [false, 'wallet.helper.noAccount'],
    ] as const) {
      try {
        checkedAccount('0x1234', metamask);
        expect.unreachable();
      } catch (e) {
        expect((e as WalletHelperError).helperCode).toBe(403);
        expect(walletStepMessage(e)).toEqual({ id, detail: '(403)' });
      }
    }
  });
});
