// Create-proposal rules: each field's message (the server's schemas), the signed data, the condition and the wallet errors.
import { describe, expect, it } from 'vitest';
import { proposalMessage } from '@common/api/dao';
import { emptyDraft, readDraft, type ProposalDraft } from './createProposalDraft';
import { CREATE_PROPOSAL_MESSAGE } from './messages';
import { cannotSignTypedData, conditionProblem, draftErrors, proposalFields, signErrorMessage, signedMessage } from './createProposalRules';

const M = CREATE_PROPOSAL_MESSAGE.invalid;
const NOW = 1_800_000_000;
const ALICE = { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' };
const base = (over: Partial<ProposalDraft> = {}): ProposalDraft => ({ ...emptyDraft(NOW), title: 'Title', body: 'Body', choices: ['A', 'B'], ...over });
const ids = (errors: Record<string, { id: string }>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.id]));

describe('draftErrors', () => {
  it('accepts a complete poll', () => expect(draftErrors('poll', base(), NOW)).toEqual({}));

  it('names each bad poll field', () => {
    const draft = base({ title: '   ', body: '', choices: ['A', ' a ', 'x'.repeat(101)], start: NOW - 3_600, end: NOW - 60 });
    expect(ids(draftErrors('poll', draft, NOW))).toEqual({
      title: M.title,
      body: M.body,
      'choice.1': M.choiceDuplicate,
      'choice.2': M.choice,
      start: M.startPast,
      end: M.tooShort,
    });
  });

  it('limits choices to 2..10 and the length to 1 hour..30 days', () => {
    expect(draftErrors('poll', base({ choices: ['Only'] }), NOW).choices).toEqual({ id: M.choiceCount, values: { min: 2, max: 10 } });
    expect(draftErrors('poll', base({ end: NOW + 30 * 86_400 + 60 }), NOW).end).toEqual({ id: M.tooLong, values: { days: 30 } });
    expect(draftErrors('poll', base({ end: NOW + 3_600 }), NOW).end).toBeUndefined();
    expect(ids(draftErrors('poll', base({ start: null, end: null }), NOW))).toEqual({ start: M.start, end: M.end });
  });

  it('checks each category field with the server schema', () => {
    expect(ids(draftErrors('catalyst', base({ fields: { domain: 'http://x.org', owner: '0x12' } }), NOW))).toEqual({ domain: M.domain, owner: M.address });
    expect(draftErrors('catalyst', base({ fields: { domain: 'https://peer.example.com', owner: ALICE.address } }), NOW)).toEqual({});
    expect(ids(draftErrors('grant', base({ fields: { beneficiary: ALICE.address.toLowerCase(), amount: '99' } }), NOW))).toEqual({ amount: M.amount });
    expect(ids(draftErrors('grant', base({ fields: { amount: '1.5' } }), NOW))).toEqual({ beneficiary: M.address, amount: M.amount });
    expect(ids(draftErrors('ban_name', base({ fields: { name: 'bad name' } }), NOW))).toEqual({ name: M.banName });
    expect(ids(draftErrors('poi', base({ fields: { city: 'paris', x: '151', y: '' } }), NOW))).toEqual({ city: M.city, x: M.coords, y: M.coords });
    expect(draftErrors('poi', base({ fields: { city: 'seoul', x: '-150', y: '12' } }), NOW)).toEqual({});
  });

  it('ignores poll choices for Yes/No categories', () => {
    expect(draftErrors('ban_name', base({ choices: [''], fields: { name: 'Spammer1' } }), NOW)).toEqual({});
  });
});

describe('proposalFields', () => {
  it('signs normalised texts, Yes/No and canonical data that the server schema accepts', () => {
    const draft = base({ title: '  Ban  it ', fields: { name: ' Spammer1 ' } });
    const fields = proposalFields('ban_name', draft, { address: ALICE.address, chainId: 97 }, NOW);
    expect(fields).toMatchObject({ title: 'Ban it', choices: ['Yes', 'No'], voteType: 'single', data: '{"name":"Spammer1"}', chainId: 97 });
    expect(proposalMessage.parse(signedMessage(fields))).toEqual(signedMessage(fields));
    const grant = proposalFields('grant', base({ fields: { beneficiary: ALICE.address, amount: '500' } }), { address: ALICE.address, chainId: 1 }, NOW);
    expect(grant.data).toBe(`{"amount":500,"beneficiary":"${ALICE.address}"}`);
    const poi = proposalFields('poi', base({ fields: { city: 'seoul', y: '2', x: '-1' } }), { address: ALICE.address, chainId: 1 }, NOW);
    expect(poi.data).toBe('{"city":"seoul","x":-1,"y":2}');
  });

  it('keeps a poll vote type', () => {
    expect(proposalFields('poll', base({ voteType: 'approval' }), { address: ALICE.address, chainId: 1 }, NOW).voteType).toBe('approval');
    expect(proposalFields('grant', base({ voteType: 'approval' }), { address: ALICE.address, chainId: 1 }, NOW).voteType).toBe('single');
  });
});

describe('conditionProblem', () => {
  const answer = (votePower: number, min = 2_000) => ({
    canCreate: true,
    votePower,
    block: 9,
    categories: [{ category: 'grant' as const, minVotePower: min, canCreate: votePower >= min }],
  });
  it('passes with enough power and says how much is needed otherwise', () => {
    expect(conditionProblem(answer(2_000), 'grant')).toBeNull();
    expect(conditionProblem(answer(1_999), 'grant')).toEqual({ id: CREATE_PROPOSAL_MESSAGE.notEnoughPower, values: { needed: 2_000, have: 1_999 } });
    expect(conditionProblem(answer(5_000), 'poi')).toEqual({ id: CREATE_PROPOSAL_MESSAGE.categoryClosed });
  });
});

describe('wallet errors', () => {
  it('tells a wallet without typed data apart from a refusal', () => {
    expect(cannotSignTypedData({ code: 4200 })).toBe(true);
    expect(cannotSignTypedData({ code: -32603, error: { code: -32601, message: 'Method not found' } })).toBe(true);
    expect(cannotSignTypedData(new Error('eth_signTypedData_v4 is not supported'))).toBe(true);
    expect(cannotSignTypedData({ code: 4001, message: 'User rejected' })).toBe(false);
    expect(signErrorMessage({ code: 4001 }).id).toBe('wallet.userRejected');
    expect(signErrorMessage({ code: -32002 }).id).toBe('wallet.requestPending');
    expect(signErrorMessage({ code: 4200 }).id).toBe(CREATE_PROPOSAL_MESSAGE.typedDataUnsupported);
    expect(signErrorMessage(new Error('boom'))).toEqual({ id: 'wallet.failed' });
  });
});

describe('readDraft', () => {
  it('reads back a stored draft and refuses anything else', () => {
    const draft = base({ fields: { name: 'Spam', amount: '5' } });
    expect(readDraft('ban_name', JSON.parse(JSON.stringify(draft)))).toEqual({ ...draft, fields: { name: 'Spam' } });
    expect(readDraft('poll', null)).toBeNull();
    expect(readDraft('poll', { ...draft, voteType: 'ranked' })).toBeNull();
    expect(readDraft('poll', { ...draft, choices: [1, 2] })).toBeNull();
    expect(readDraft('poll', { ...draft, start: 'soon' })).toBeNull();
  });
});
