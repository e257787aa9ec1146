// Revert data is found in every shape wallets, nodes and ethers give it, and named after the contract's error.
import { describe, expect, it } from 'vitest';
import { Interface, makeError } from 'ethers';
import { decodeContractError, namedRevert } from './errors';

const box = new Interface(['error PriceAboveMax(uint256 price, uint256 maxUnitPrice)']);
const market = new Interface(['error NotForSale(uint256 itemId)']);
const PRICE = box.encodeErrorResult('PriceAboveMax', [2n * 10n ** 18n, 10n ** 18n]);
const SOLD = market.encodeErrorResult('NotForSale', [7n]);

describe('decodeContractError', () => {
  const shapes: [string, unknown][] = [
    [
      'ethers v6 CALL_EXCEPTION with data',
      makeError('execution reverted', 'CALL_EXCEPTION', {
        action: 'estimateGas',
        data: PRICE,
        reason: null,
        transaction: { to: null, data: '0x' },
        invocation: null,
        revert: null,
      }),
    ],
    ['ethers wrapping the node answer (info.error.data)', { code: 'UNKNOWN_ERROR', info: { error: { code: 3, message: 'execution reverted', data: PRICE } } }],
    [
      'the Hardhat node (data.data under an Internal JSON-RPC error)',
      { code: -32603, message: 'Error: VM Exception while processing transaction: reverted with custom error', data: { message: 'reverted', data: PRICE } },
    ],
    ["MetaMask's nested error.data.data", { code: -32603, message: 'Internal JSON-RPC error.', data: { code: 3, message: 'execution reverted', data: PRICE } }],
    ['error.error.data', { code: 'UNKNOWN_ERROR', error: { code: -32000, data: PRICE } }],
    [
      'ethers v6 over a MetaMask answer (info.error.data.data)',
      { code: 'UNKNOWN_ERROR', info: { error: { code: -32603, message: 'Internal JSON-RPC error.', data: { data: PRICE } } } },
    ],
    ['a string quoted in the message', new Error(`execution reverted (action="estimateGas", data="${PRICE}", reason=null)`)],
    ['a JSON body in the message of a WalletConnect relay', { message: JSON.stringify({ code: -32603, data: { data: PRICE } }) }],
    ['the cause of an error a library rethrew', new Error('send failed', { cause: { data: { data: PRICE } } })],
  ];

  it.each(shapes)('reads %s', (_, error) => {
    expect(decodeContractError(error)?.name).toBe('PriceAboveMax');
    expect(namedRevert(error)?.message).toBe('PriceAboveMax');
  });

  it('names the revert, not the calldata or addresses around it', () => {
    const error = { message: 'reverted 0x5FbDB2315678afecb367f032d93F642f64180aa3', transaction: { data: SOLD }, data: { data: SOLD } };
    expect(decodeContractError(error)).toEqual({ name: 'NotForSale', args: [7n] });
  });

  it('gives nothing for an error without known revert data', () => {
    for (const error of [new Error('boom'), { data: '0xdeadbeef00' }, { code: -32603, message: 'Internal JSON-RPC error.' }, null, 'text']) {
      expect(decodeContractError(error)).toBeUndefined();
      expect(namedRevert(error)).toBeUndefined();
    }
  });
});
