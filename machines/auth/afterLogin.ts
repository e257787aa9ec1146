// Where the app goes after a login (spec 4): back from Signup or Catalyst, on to CreateProposal with its parameters, a reload on Dao-Detail.
export type AfterLogin = { kind: 'stay' } | { kind: 'back' } | { kind: 'reload' } | { kind: 'go'; path: string };

const CATEGORY = /^[a-z0-9_-]{1,40}$/i;

/**
 * `pathname` is the current path (/{lang}/...), `search` its query. A `next=create-proposal/{category}`
 * query sends the user on to CreateProposal; otherwise Signup and Catalyst go back and Dao-Detail reloads.
 */
export function afterLoginNavigation(pathname: string, search: string): AfterLogin {
  const [, lang, page] = pathname.split('/');
  const next = new URLSearchParams(search).get('next');
  const fromSignupOrCatalyst = page === 'signup' || page === 'catalyst';
  if (fromSignupOrCatalyst && next) {
    const [target, category, ...rest] = next.split('/');
    if (target === 'create-proposal' && category && CATEGORY.test(category) && rest.length === 0) {
      return { kind: 'go', path: `/${lang}/create-proposal/${category}` };
    }
  }
  if (fromSignupOrCatalyst) return { kind: 'back' };
  if (page === 'dao-detail') return { kind: 'reload' };
  return { kind: 'stay' };
}
