// Spec 4's navigation after a login: back from Signup and Catalyst, on to CreateProposal with next, a reload on Dao-Detail.
import { describe, expect, it } from 'vitest';
import { afterLoginNavigation } from './afterLogin';

describe('afterLoginNavigation', () => {
  it('goes back from Signup and Catalyst, on to CreateProposal with next, reloads Dao-Detail and stays elsewhere', () => {
    expect(afterLoginNavigation('/ko/signup/register', '')).toEqual({ kind: 'back' });
    expect(afterLoginNavigation('/en/catalyst', '?next=create-proposal/land')).toEqual({ kind: 'go', path: '/en/create-proposal/land' });
    expect(afterLoginNavigation('/en/catalyst', '?next=create-proposal/../x')).toEqual({ kind: 'back' });
    expect(afterLoginNavigation('/en/dao-detail/7', '')).toEqual({ kind: 'reload' });
    expect(afterLoginNavigation('/en/home', '')).toEqual({ kind: 'stay' });
  });
});
