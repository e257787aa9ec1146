// Every id the create-proposal flow emits has its English text here (and so in both catalogs after extraction).
import { describe, expect, it } from 'vitest';
import { CREATE_PROPOSAL_MESSAGE_IDS } from '@machines/dao/create/messages';
import { CREATE_PROPOSAL_MESSAGES } from './messages';

describe('create-proposal messages', () => {
  it('has a text for every id the flow emits, and no other', () => {
    expect(Object.keys(CREATE_PROPOSAL_MESSAGES).sort()).toEqual([...CREATE_PROPOSAL_MESSAGE_IDS].sort());
    for (const [id, descriptor] of Object.entries(CREATE_PROPOSAL_MESSAGES)) expect(descriptor.id).toBe(id);
  });
});
