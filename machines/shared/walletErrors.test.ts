// Wallet errors map to the exact section 8 messages, whatever wrapping the wallet or ethers adds.
import { describe, expect, it } from 'vitest';
import { addressRefusal, isUserRejection, rawErrorText, walletErrorMessage, WALLET_MESSAGE } from './walletErrors';

describe('walletErrorMessage', () => {
  it('maps code 4001 to the rejection message, also when ethers wraps it', () => {
    expect(walletErrorMessage({ code: 4001, message: 'User denied' }).id).toBe(WALLET_MESSAGE.userRejected);
    expect(walletErrorMessage({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } }).id).toBe(WALLET_MESSAGE.userRejected);
    expect(walletErrorMessage({ code: 'UNKNOWN_ERROR', error: { code: 4001 } }).id).toBe(WALLET_MESSAGE.userRejected);
  });

  it('shows the declined text only for a 104 that says so', () => {
    expect(walletErrorMessage({ code: 104, message: 'Error: The user has declined this request' }).id).toBe(WALLET_MESSAGE.userDeclined);
    expect(walletErrorMessage({ code: 104, message: 'something else' }).id).toBe(WALLET_MESSAGE.failed);
  });

  it('recognises a cancelled transaction, missing gas money, unknown chain and a pending request', () => {
    expect(walletErrorMessage(new Error('The user cancelled this transaction')).id).toBe(WALLET_MESSAGE.userCancelled);
    expect(walletErrorMessage({ code: 'INSUFFICIENT_FUNDS', message: 'x' }).id).toBe(WALLET_MESSAGE.notEnoughNative);
    expect(walletErrorMessage({ code: -32000, message: 'insufficient funds for gas * price + value' }).id).toBe(WALLET_MESSAGE.notEnoughNative);
    expect(walletErrorMessage({ code: 4902, message: 'Unrecognized chain ID' }).id).toBe(WALLET_MESSAGE.unknownChain);
    expect(walletErrorMessage({ code: -32002, message: 'Request already pending' }).id).toBe(WALLET_MESSAGE.requestPending);
  });

  it("shows 'address not matched' alone for an approval refused before the wallet was asked", () => {
    const refused = Object.assign(new Error('address not matched'), { name: 'AddressNotMatchedError' });
    expect(walletErrorMessage(refused)).toEqual({ id: WALLET_MESSAGE.addressNotMatched });
    expect(walletErrorMessage(new Error('address not matched')).id).toBe(WALLET_MESSAGE.failed);
    expect(addressRefusal(refused)).toEqual({ id: WALLET_MESSAGE.addressNotMatched });
    expect(addressRefusal(new Error('rpc down'))).toBeNull();
  });

  it('maps EIP-1193 4100, 4900 and 4901 and a send refused on another chain to their own texts', () => {
    expect(walletErrorMessage({ code: 4100, message: 'The requested account and/or method has not been authorized' })).toEqual({
      id: WALLET_MESSAGE.unauthorized,
    });
    expect(walletErrorMessage({ code: 'UNKNOWN_ERROR', error: { code: 4900, message: 'Disconnected' } })).toEqual({ id: WALLET_MESSAGE.disconnected });
    expect(walletErrorMessage({ code: 4901, message: 'Chain disconnected' })).toEqual({ id: WALLET_MESSAGE.chainDisconnected });
    expect(walletErrorMessage(Object.assign(new Error('the wallet is on another chain'), { name: 'WrongChainError' }))).toEqual({
      id: WALLET_MESSAGE.wrongChain,
    });
  });

  it('shows the generic text alone for anything else: no hex, wei or node sentence reaches the screen', () => {
    for (const raw of [
      { code: -32603, message: 'execution reverted: CampaignStarted' },
      { code: -32603, message: 'Internal JSON-RPC error.', data: { code: 3, message: 'execution reverted', data: '0x8b8675a500000001' } },
      new Error('missing revert data (action="estimateGas", data=null, reason=null, transaction={ "value": "1000000000000000000" })'),
      { message: "Error: VM Exception while processing transaction: reverted with custom error 'PriceAboveMax(2000000000000000000, 1000000000000000000)'" },
      'plain',
    ]) {
      expect(walletErrorMessage(raw)).toEqual({ id: WALLET_MESSAGE.failed });
    }
  });

  it('keeps a contract error the chain services named as the detail, for the flow to map', () => {
    expect(walletErrorMessage(new Error('LandMarket:NotForSale'))).toEqual({ id: WALLET_MESSAGE.failed, detail: 'LandMarket:NotForSale' });
    expect(walletErrorMessage(new Error('DepositClosed'))).toEqual({ id: WALLET_MESSAGE.failed, detail: 'DepositClosed' });
    expect(rawErrorText('plain')).toBe('plain');
    expect(rawErrorText({ shortMessage: 'outer', info: { error: { message: 'inner' } } })).toBe('inner');
  });

  it('tells a user rejection from a failure', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection({ code: -32603, message: 'reverted' })).toBe(false);
  });
});
