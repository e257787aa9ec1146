// The catalogs are complete: every message has a Korean translation, and every id a machine emits is in them.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Entry {
  id: string;
  str: string;
}

/** Reads msgid/msgstr pairs (single or multi-line) from a PO file. */
function readPo(path: string): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | null = null;
  let field: 'id' | 'str' | null = null;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') {
        current = { id: '', str: '' };
        entries.push(current);
      }
      field = start[1] === 'msgid' ? 'id' : 'str';
      if (current) current[field] += JSON.parse(start[2]!) as string;
    } else if (line.startsWith('"') && current && field) {
      current[field] += JSON.parse(line) as string;
    }
  }
  return entries.filter((e) => e.id !== '');
}

/** The core catalog (locales/) and each feature catalog (locales/<feature>/) of lingui.config.ts. */
const CATALOG_DIRS = [
  'locales',
  ...readdirSync('locales', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `locales/${d.name}`),
];

describe('catalogs', () => {
  const en = CATALOG_DIRS.flatMap((dir) => readPo(`${dir}/en.po`));
  const ko = CATALOG_DIRS.flatMap((dir) => readPo(`${dir}/ko.po`));

  it('have the same messages in English and Korean, in each catalog', () => {
    expect(CATALOG_DIRS).toEqual(expect.arrayContaining(['locales', 'locales/dao', 'locales/guide']));
    for (const dir of CATALOG_DIRS) {
      const ids = (lang: string) =>
        readPo(`${dir}/${lang}.po`)
          .map((e) => e.id)
          .sort();
      expect(ids('ko'), dir).toEqual(ids('en'));
    }
    expect(readPo('locales/en.po').length).toBeGreaterThan(50);
  });

  it('translate every message into Korean', () => {
    expect(ko.filter((e) => e.str.trim() === '').map((e) => e.id)).toEqual([]);
  });

  it('hold every message id the machines emit', async () => {
    const { MACHINE_MESSAGES } = await import('../../src/i18n/messages');
    const { CAPTCHA_MESSAGE } = await import('@machines/overlay/alertMachine');
    const { WALLET_MESSAGE } = await import('@machines/shared/walletErrors');
    const { STAKING_MESSAGE } = await import('@machines/staking/messages');
    const { LOGIN_MESSAGE } = await import('@machines/auth/messages');
    const { API_MESSAGE } = await import('@machines/shared/apiErrors');
    const { SIGNUP_MESSAGE } = await import('@machines/auth/signupMachine');
    const { FIND_ID_MESSAGE } = await import('@machines/auth/findIdMachine');
    const { RESET_PASSWORD_MESSAGE } = await import('@machines/auth/resetPasswordMachine');
    const { CODE_MESSAGE } = await import('@machines/auth/verificationMachine');
    const { WALLET_SESSION_MESSAGE } = await import('@machines/wallet/walletMachine');
    const { HELPER_MESSAGE } = await import('@machines/wallet/types');
    const { FORM_MESSAGE } = await import('@common/domain/formRules');
    const signIn = [
      LOGIN_MESSAGE,
      API_MESSAGE,
      SIGNUP_MESSAGE,
      FIND_ID_MESSAGE,
      RESET_PASSWORD_MESSAGE,
      CODE_MESSAGE,
      WALLET_SESSION_MESSAGE,
      HELPER_MESSAGE,
      FORM_MESSAGE,
    ].flatMap((m) => Object.values(m));
    const { EDIT_PROFILE_MESSAGE } = await import('@machines/account/editProfileMachine');
    const { CHANGE_PASSWORD_MESSAGE } = await import('@machines/account/changePasswordMachine');
    const { ADD_WALLET_MESSAGE } = await import('@machines/account/addWalletMachine');
    const account = [
      ...Object.values(EDIT_PROFILE_MESSAGE),
      CHANGE_PASSWORD_MESSAGE.failed,
      CHANGE_PASSWORD_MESSAGE.done,
      ...Object.values(CHANGE_PASSWORD_MESSAGE.invalid),
      ...Object.values(ADD_WALLET_MESSAGE),
      // profileProblem's own limits (birth date, profile texts).
      'error-msg-birth',
      'error-msg-profile-text',
    ];
    const ids = new Set(en.map((e) => e.id));
    for (const id of account) expect(ids, id).toContain(id);
    const { BROWSE_MESSAGE } = await import('@machines/market/messages');
    for (const id of Object.values(BROWSE_MESSAGE)) expect(ids, id).toContain(id);
    for (const id of [
      ...Object.keys(MACHINE_MESSAGES),
      ...Object.values(CAPTCHA_MESSAGE),
      ...Object.values(WALLET_MESSAGE),
      ...Object.values(STAKING_MESSAGE),
      ...signIn,
    ])
      expect(ids, id).toContain(id);
  });
});
