// Sign-up calls: terms and the country guessed by IP, the ID check, email/SMS codes, join (and the optional wallet).
import type { CheckCodeInput, PrepareSignupOutput, SendCodeInput, SignupJoin } from '@machines/auth/types';
import { DEFAULT_COUNTRY_CODE } from '@machines/constants';
import { hashPasswordForApi } from '../../../services/api/password';
import type { AccountDeps } from './deps';
import { callingCodeOf, countryCodes, DEFAULT_REGION } from './countries';
import { storeUserProfile } from './profile';
import { registerWallet } from './wallets';

/** The prepare port with every field answered: the country guess falls back to 82 / KR. */
export type Prepared = Required<PrepareSignupOutput>;

/** Terms to agree to (a failure fails the step) and the country from the IP (default 82 when the guess fails). */
export async function prepareSignup(deps: AccountDeps): Promise<Prepared> {
  const api = await deps.api();
  const countries = countryCodes();
  // The country chosen before (the 360-day cookie) wins over the guess by IP, which is then not asked for.
  const saved = deps.countryCookie?.read() ?? null;
  const savedRegion = saved ? regionOfCallingCode(countries, saved) : null;
  const [terms, guess] = await Promise.all([
    api.terms(),
    savedRegion
      ? Promise.resolve(savedRegion)
      : api.country().then(
          (a) => a.data.country,
          () => null,
        ),
  ]);
  const code = guess ? callingCodeOf(guess) : null;
  return {
    terms: terms.data.rows.map((t) => ({ idx: t.idx, title: t.title, content: t.content, required: t.required })),
    country: code ?? String(DEFAULT_COUNTRY_CODE),
    region: code && guess ? guess.toUpperCase() : DEFAULT_REGION,
    countries,
  };
}

/** A country of a calling code, the default region first when it shares the code (82 -> KR; 1 -> the first listed). */
function regionOfCallingCode(countries: { ccode: string; mcode: string }[], code: string): string | null {
  if (callingCodeOf(DEFAULT_REGION) === code) return DEFAULT_REGION;
  return countries.find((c) => c.mcode === code)?.ccode ?? null;
}

/** True when the ID is free. */
export async function checkAccount(deps: AccountDeps, account: string): Promise<boolean> {
  const answer = await (await deps.api()).checkAccount(account);
  return answer.data.available;
}

/** purpose names the flow (join, findId, findPassword, profile): the verified code is good for that flow only. */
export async function sendCode(deps: AccountDeps, input: SendCodeInput): Promise<void> {
  const api = await deps.api();
  deps.countryCookie?.save(input.country);
  if (input.channel === 'email') await api.sendEmailCode({ to: input.target, country: input.country, purpose: input.purpose });
  else await api.sendSmsCode({ phone: input.target, country: input.country, purpose: input.purpose });
}

export async function checkCode(deps: AccountDeps, input: CheckCodeInput): Promise<void> {
  await (await deps.api()).checkCode({ type: input.channel, purpose: input.purpose, target: input.target, code: input.code });
}

/**
 * Hashes the password and calls join_ex. A wallet connected on the form is then registered: join makes no
 * session, so the new account signs in, the wallet signs its SIWE message, and the session ends again.
 */
export async function join(deps: AccountDeps, input: SignupJoin): Promise<void> {
  const api = await deps.api();
  const password = await hashPasswordForApi(input.password);
  deps.countryCookie?.save(input.country);
  await api.join({
    account: input.account,
    password,
    name: input.name,
    email: input.email,
    phone: input.phone,
    country: input.country,
    referral: input.referral,
  });
  // The profile just registered is kept for my page (a login keeps it the same way, with storeUserProfile).
  storeUserProfile(deps.storage(), {
    account: input.account,
    name: input.name,
    nickname: input.name,
    email: input.email.toLowerCase(),
    phone_number: input.phone,
    country: input.country,
    gender: '',
    birth: '',
    affiliation: '',
    department: '',
    position: '',
  });
  if (!input.wallet) return;
  await api.login({ account: input.account, password });
  try {
    await registerWallet(deps, input.account, input.wallet);
  } finally {
    await api.logout().catch(() => undefined);
  }
}
