// Lets services move the router: the top bar registers React Router's navigate; without it the browser navigates.
import { afterLoginNavigation } from '@machines/auth/afterLogin';

type Navigate = (to: string | number) => void;
let navigate: Navigate | null = null;

export function registerNavigator(fn: Navigate): () => void {
  navigate = fn;
  return () => {
    if (navigate === fn) navigate = null;
  };
}

function navigateTo(path: string): void {
  if (navigate) navigate(path);
  else window.location.assign(path);
}

/** The language of the current path, for links built by services. */
export function currentLang(pathname = window.location.pathname): 'en' | 'ko' {
  return pathname.split('/')[1] === 'ko' ? 'ko' : 'en';
}

export function goHome(): void {
  navigateTo(`/${currentLang()}/home`);
}

function reloadPage(): void {
  window.location.reload();
}

/** Spec 4 after a login: back from Signup or Catalyst (or on to CreateProposal), a reload on Dao-Detail. */
export function navigateAfterLogin(loc: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const next = afterLoginNavigation(loc.pathname, loc.search);
  if (next.kind === 'go') navigateTo(next.path);
  else if (next.kind === 'back') {
    if (navigate) navigate(-1);
    else window.history.back();
  } else if (next.kind === 'reload') reloadPage();
}
