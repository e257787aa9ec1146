// The signed-in user's profile (userInfo of spec 3, kept in the browser with the login) and the calls that change it.
// zod/mini: this module is in every route's first load, where classic zod would add about 10 KB gzipped.
import { z } from 'zod/mini';
import type { ChangePasswordInput, Profile, UpdateProfileInput } from '@machines/account/types';
import type { UserInfo } from '@common/api/auth';
import { hashPasswordForApi } from '../../../services/api/password';
import type { AccountDeps } from './deps';

/** Storage key of the full userInfo record the login answered (the session keeps only the short user). */
export const PROFILE_KEY = 'userProfile';

const StoredProfile = z.object({
  account: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  country: z.string(),
  gender: z.string(),
  birth: z.string(),
  affiliation: z.string(),
  department: z.string(),
  position: z.string(),
  intro: z.optional(z.string()),
  nickname: z.optional(z.string()),
});
export type StoredProfile = z.infer<typeof StoredProfile>;

/** Keeps the userInfo a login answered; call it wherever a login succeeds. */
export function storeUserProfile(storage: Pick<Storage, 'setItem'>, user: UserInfo | StoredProfile): void {
  const parsed = StoredProfile.parse(user);
  storage.setItem(PROFILE_KEY, JSON.stringify(parsed));
}

/** The stored userInfo, or null when none (or a malformed one) is stored. */
export function readUserProfile(storage: Pick<Storage, 'getItem'>): StoredProfile | null {
  try {
    const parsed = StoredProfile.safeParse(JSON.parse(storage.getItem(PROFILE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toProfile(p: StoredProfile): Profile {
  return {
    account: p.account,
    name: p.name,
    email: p.email,
    phone: p.phone_number,
    country: p.country,
    gender: p.gender === 'M' || p.gender === 'F' ? p.gender : '',
    birth: p.birth,
    affiliation: p.affiliation,
    department: p.department,
    position: p.position,
  };
}

export class NoProfileError extends Error {
  constructor() {
    super('no stored profile');
    this.name = 'NoProfileError';
  }
}

export function loadProfile(deps: AccountDeps): Profile {
  const stored = readUserProfile(deps.storage());
  if (!stored) throw new NoProfileError();
  return toProfile(stored);
}

/** member_update_ex with the current password hashed; on success the stored userInfo follows the change. */
export async function updateProfile(deps: AccountDeps, input: UpdateProfileInput): Promise<void> {
  const password = await hashPasswordForApi(input.password);
  await (
    await deps.api()
  ).updateMember({
    account: input.account,
    password,
    country: input.country,
    name: input.name,
    email: input.email,
    phone: input.phone,
    gender: input.gender,
    birth: input.birth,
    affiliation: input.affiliation,
    department: input.department,
    position: input.position,
  });
  const storage = deps.storage();
  const before = readUserProfile(storage);
  storeUserProfile(storage, {
    ...(before ?? {}),
    account: input.account,
    name: input.name,
    email: input.email.toLowerCase(),
    phone_number: input.phone,
    country: input.country,
    gender: input.gender,
    birth: input.birth,
    affiliation: input.affiliation,
    department: input.department,
    position: input.position,
  });
}

/** password_reset_ex: the account and phone on file, both passwords hashed. */
export async function changePassword(deps: AccountDeps, input: ChangePasswordInput): Promise<void> {
  const stored = readUserProfile(deps.storage());
  if (!stored) throw new NoProfileError();
  const [prev, next] = await Promise.all([hashPasswordForApi(input.current), hashPasswordForApi(input.next)]);
  await (await deps.api()).changePassword({ account: stored.account, phone: stored.phone_number, prev_password: prev, password: next });
}
