// Reads users and shapes them into the userInfo record of spec 3.
import { getAddress } from 'ethers';
import type { UserInfo } from '@common/api/auth';
import type { Queryable } from '../db/client';

export interface UserRow {
  id: number;
  account_id: string;
  account: string | null;
  password_hash: string | null;
  country: string;
  phone: string;
  email: string;
  name: string;
  gender: string;
  birth: string;
  admin_category: number;
  intro: string;
  affiliation: string;
  department: string;
  position: string;
  nickname: string;
  enjin_wallet_addr: string;
  oqs_no: string;
  new_user: boolean;
}

export async function userById(q: Queryable, id: number): Promise<UserRow | undefined> {
  return (await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]))[0];
}

export async function userByAccount(q: Queryable, account: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>('SELECT * FROM users WHERE account = $1', [account]))[0];
}

export async function userByWallet(q: Queryable, address: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>('SELECT u.* FROM users u JOIN user_wallets w ON w.user_id = u.id WHERE w.wallet_addr = $1', [address.toLowerCase()]))[0];
}

export async function walletsOf(q: Queryable, userId: number): Promise<{ wallet_addr: string; created_at: number }[]> {
  return q.query('SELECT wallet_addr, created_at FROM user_wallets WHERE user_id = $1 ORDER BY id', [userId]);
}

/** The registered (first) wallet of a user, checksummed, or ''. */
async function primaryWallet(q: Queryable, userId: number): Promise<string> {
  const w = (await walletsOf(q, userId))[0];
  return w ? getAddress(w.wallet_addr) : '';
}

export async function userInfo(q: Queryable, u: UserRow): Promise<UserInfo> {
  return {
    id: u.id,
    accountId: u.account_id,
    country: u.country,
    account: u.account ?? '',
    phone_number: u.phone,
    email: u.email,
    name: u.name,
    gender: u.gender,
    birth: u.birth,
    admin_category: u.admin_category,
    intro: u.intro,
    affiliation: u.affiliation,
    department: u.department,
    position: u.position,
    nickname: u.nickname,
    wallet_addr: await primaryWallet(q, u.id),
    enjinWalletAddr: u.enjin_wallet_addr,
    oqs_no: u.oqs_no,
  };
}
