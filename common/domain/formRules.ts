// Form rules of spec section 5 as pure functions: each returns the catalog id of its message, or null when valid.
// Values are trimmed first; an empty value clears the error (the "fill all" check on submit catches it).

/** Message ids of section 5; the English texts are in src/i18n/messages.ts. */
export const FORM_MESSAGE = {
  id: 'error-msg-id',
  idCheck: 'error-msg-id-check',
  pwd: 'error-msg-pwd',
  pwd2: 'error-msg-pwd2',
  email: 'error-msg-email',
  mobile: 'error-msg-mobile',
  mobileCheck: 'error-msg-mobile-check',
  smsCode: 'error-msg-sms-code',
  emailCode: 'error-msg-email-check',
  fillAll: 'error-msg-fill-all',
  name: 'error-msg-name',
  code: 'error-msg-cert-code',
} as const;
export type FormMessageId = (typeof FORM_MESSAGE)[keyof typeof FORM_MESSAGE];

/** Limits of section 5; where two readings differ the stricter one is used (docs/decisions.md). */
export const FIELD_LIMITS = {
  id: { min: 5, max: 20 },
  password: { min: 8, max: 30 },
  /** Edit profile's password: 6 to 26 there, 8 to 30 at sign-up; both hold, so 8 to 26. */
  profilePassword: { min: 8, max: 26 },
  changePassword: { min: 8, max: 30 },
  name: { min: 1, max: 30 },
  email: { min: 8, max: 120 },
  mobile: { min: 10, max: 12 },
  profileMobile: { min: 10, max: 11 },
  code: 6,
} as const;

const ID_RE = /^[a-z0-9]+$/;
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[$@!%*#?&])[A-Za-z\d$@!%*#?&]+$/;
// The HTML standard's "valid e-mail address", plus a dot in the domain.
const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const DIGITS_RE = /^\d+$/;
const CODE_RE = /^\d{6}$/;

export const clean = (value: string): string => value.trim();
const within = (v: string, limit: { min: number; max: number }) => v.length >= limit.min && v.length <= limit.max;

/** ID: 5 to 20 lowercase letters and digits. */
export function idError(value: string): FormMessageId | null {
  const v = clean(value);
  if (v === '') return null;
  return within(v, FIELD_LIMITS.id) && ID_RE.test(v) ? null : FORM_MESSAGE.id;
}

/** Password: 8 to 30 with a letter, a digit and one of $@!%*#?&, nothing else. */
export function passwordError(value: string, limit: { min: number; max: number } = FIELD_LIMITS.password): FormMessageId | null {
  const v = clean(value);
  if (v === '') return null;
  return within(v, limit) && PASSWORD_RE.test(v) ? null : FORM_MESSAGE.pwd;
}

/** Confirmation must equal the password (both trimmed). */
export function passwordConfirmError(password: string, confirm: string): FormMessageId | null {
  const c = clean(confirm);
  if (c === '') return null;
  return c === clean(password) ? null : FORM_MESSAGE.pwd2;
}

/** Email: standard address pattern; at most 120 (edit profile also asks for at least 8). */
export function emailError(value: string, limit: { min: number; max: number } = { min: 3, max: FIELD_LIMITS.email.max }): FormMessageId | null {
  const v = clean(value);
  if (v === '') return null;
  return within(v, limit) && EMAIL_RE.test(v) ? null : FORM_MESSAGE.email;
}

/** Mobile: digits only, 10 to 12 (edit profile: 10 to 11). */
export function mobileError(value: string, limit: { min: number; max: number } = FIELD_LIMITS.mobile): FormMessageId | null {
  const v = clean(value);
  if (v === '') return null;
  return within(v, limit) && DIGITS_RE.test(v) ? null : FORM_MESSAGE.mobile;
}

/** Name (nickname): 1 to 30 after trimming. */
export function nameError(value: string): FormMessageId | null {
  const v = clean(value);
  if (v === '') return null;
  return v.length <= FIELD_LIMITS.name.max ? null : FORM_MESSAGE.name;
}

/** A verification code: 6 digits. */
export function codeError(value: string): FormMessageId | null {
  const v = clean(value);
  if (v === '') return null;
  return CODE_RE.test(v) ? null : FORM_MESSAGE.code;
}

/** Change password: each field 8 to 30 characters (the new one also meets the password rule). */
export function lengthError(value: string, limit: { min: number; max: number }, id: FormMessageId): FormMessageId | null {
  const v = clean(value);
  if (v === '') return null;
  return within(v, limit) ? null : id;
}

/** Verification code timer display, m:ss. */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
