import { afterEach, describe, expect, it } from 'vitest';
import { currentLang, navigateAfterLogin, registerNavigator } from './navigation';

let unregister = () => {};
afterEach(() => unregister());

describe('navigateAfterLogin', () => {
  it('goes back from Signup and Catalyst, on to CreateProposal with next, and stays elsewhere', () => {
    const moves: (string | number)[] = [];
    unregister = registerNavigator((to) => moves.push(to));
    navigateAfterLogin({ pathname: '/ko/signup/register', search: '' });
    navigateAfterLogin({ pathname: '/en/catalyst', search: '?next=create-proposal/land' });
    navigateAfterLogin({ pathname: '/en/home', search: '' });
    expect(moves).toEqual([-1, '/en/create-proposal/land']);
  });

  it('reads the language of the path', () => {
    expect(currentLang('/ko/market/bsc')).toBe('ko');
    expect(currentLang('/en/home')).toBe('en');
    expect(currentLang('/')).toBe('en');
  });
});
