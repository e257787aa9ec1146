// Requests and answers of sign-up, verification codes, account recovery, profile and wallet list.
import { z } from 'zod/mini';
import { accountId, countryCode, email, optionalText, passwordHash, phone, walletAddress } from './fields';

export const checkAccountRequest = z.object({ account: accountId });
/** data.available false means the ID is taken (message key error-msg-id-check). */
export const checkAccountAnswer = z.object({ data: z.object({ available: z.boolean() }) });

/**
 * The flow a code is for. A verified code becomes a ticket for that flow only, held by the client that verified it:
 * join (sign-up), findId, findPassword (temporary password) and profile (a new email or phone on edit profile).
 */
export const CODE_PURPOSES = ['join', 'findId', 'findPassword', 'profile'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
const purpose = z.enum(CODE_PURPOSES, { error: 'error-msg-cert-type' });

/** Send an email code (spec: cert_mail_ex with to, country). */
export const certMailRequest = z.object({ to: email, country: countryCode, purpose });
/** Send an SMS code to phone (digits only) with its country calling code. */
export const certSmsRequest = z.object({ phone, country: countryCode, purpose });
/** Codes are 6 digits and expire after CODE_TTL_SECONDS. */
export const CODE_TTL_SECONDS = 180;
export const certSentAnswer = z.object({ data: z.object({ sent: z.literal(true), expiresIn: z.int() }) });

export const checkCertRequest = z.object({
  type: z.enum(['email', 'sms'], { error: 'error-msg-cert-type' }),
  purpose,
  target: z.string().check(z.trim(), z.minLength(3, 'error-msg-cert-target'), z.maxLength(120, 'error-msg-cert-target')),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'error-msg-cert-code')),
});
export const checkCertAnswer = z.object({ data: z.object({ verified: z.literal(true) }) });

const profileFields = {
  country: countryCode,
  phone,
  email,
  name: z.string().check(z.trim(), z.minLength(1, 'error-msg-name'), z.maxLength(30, 'error-msg-name')),
  gender: z._default(z.optional(z.enum(['M', 'F', ''], { error: 'error-msg-gender' })), ''),
  birth: z._default(
    z.optional(z.union([z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'error-msg-birth')), z.literal('')], { error: 'error-msg-birth' })),
    '',
  ),
  affiliation: optionalText(100, 'error-msg-affiliation'),
  department: optionalText(100, 'error-msg-department'),
  position: optionalText(100, 'error-msg-position'),
};

/** Sign-up (join_ex). Phone and email must have been verified with check_cert_ex (purpose join) by the same client first. */
export const joinRequest = z.object({
  ...profileFields,
  account: accountId,
  password: passwordHash,
  referral: z._default(z.optional(z.union([accountId, z.literal('')], { error: 'error-msg-referral' })), ''),
});
export const joinAnswer = z.object({ data: z.literal('success') });

/** member_update_ex: same fields; password is the current password hash (re-authentication).
 * Edit-profile limits of spec 5: email 8 to 120 characters, mobile 10 to 11 digits. */
export const memberUpdateRequest = z.object({
  ...profileFields,
  email: email.check(z.refine((v) => v.length >= 8, 'error-msg-email')),
  phone: z.string().check(z.trim(), z.regex(/^\d{10,11}$/, 'error-msg-mobile')),
  account: accountId,
  password: passwordHash,
});
export const memberUpdateAnswer = z.object({ data: z.literal('success') });

export const passwordResetRequest = z.object({
  phone,
  account: accountId,
  prev_password: passwordHash,
  password: passwordHash,
});
export const passwordResetAnswer = z.object({ data: z.literal('success') });

/** Find ID by a phone or email this client verified for purpose findId (the ticket is used up). */
export const accountFindRequest = z.union([z.object({ phone }), z.object({ email })], { error: 'error-msg-find-id' });
export const accountFindAnswer = z.object({ data: z.object({ account: z.string() }) });

/** Reset a forgotten password after this client verified the phone for purpose findPassword: sets the new password hash. */
export const passwordTmpRequest = z.object({ account: accountId, phone, password: passwordHash });
export const passwordTmpAnswer = z.object({ data: z.literal('success') });

/** account is '' for wallet-only and Google/Facebook users (their userInfo.account is ''). */
const ownAccountField = z.union([accountId, z.literal('')], { error: 'error-msg-id' });
export const walletCreateRequest = z.object({ account: ownAccountField, wallet_addr: walletAddress });
export const walletCreateAnswer = z.object({ data: z.object({ result: z.string() }) });

export const walletListRequest = z.object({ account: ownAccountField });
export const walletListAnswer = z.object({
  data: z.object({ rows: z.array(z.object({ wallet_addr: z.string(), created_at: z.string() })) }),
});

/** DEV outbox entry: the mails and SMS the local world "sent". */
const outboxEntry = z.object({
  id: z.int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  body: z.string(),
  code: z.string(),
  createdAt: z.string(),
});
export const outboxAnswer = z.object({ data: z.array(outboxEntry) });
