// Section 5 rules: every rule and message, boundary lengths, trimming, and empty values clearing the error.
import { describe, expect, it } from 'vitest';
import {
  codeError,
  emailError,
  FIELD_LIMITS,
  formatTimer,
  FORM_MESSAGE,
  idError,
  lengthError,
  mobileError,
  nameError,
  passwordConfirmError,
  passwordError,
} from './formRules';

const pw = (n: number) => ('Ab1!' + 'a'.repeat(Math.max(0, n - 4))).slice(0, n);

describe('ID: 5 to 20 lowercase letters and digits', () => {
  it.each([
    ['abcd5', null],
    ['a'.repeat(20), null],
    ['user01', null],
    ['abcd', FORM_MESSAGE.id],
    ['a'.repeat(21), FORM_MESSAGE.id],
    ['User01', FORM_MESSAGE.id],
    ['user_01', FORM_MESSAGE.id],
    ['user 01', FORM_MESSAGE.id],
    ['  user01  ', null],
    ['', null],
    ['   ', null],
  ])('%j -> %s', (value, expected) => expect(idError(value)).toBe(expected));
});

describe('password: 8 to 30 with a letter, a digit and one of $@!%*#?&', () => {
  it.each([
    [pw(8), null],
    [pw(30), null],
    [pw(7), FORM_MESSAGE.pwd],
    [pw(31), FORM_MESSAGE.pwd],
    ['abcdefgh1', FORM_MESSAGE.pwd],
    ['abcdefgh!', FORM_MESSAGE.pwd],
    ['12345678!', FORM_MESSAGE.pwd],
    ['Abcdef1!^', FORM_MESSAGE.pwd],
    ['Passw0rd!', null],
    [' Passw0rd! ', null],
    ['', null],
  ])('%j -> %s', (value, expected) => expect(passwordError(value)).toBe(expected));

  it('every listed special character counts', () => {
    for (const ch of '$@!%*#?&') expect(passwordError(`abcdef1${ch}`)).toBeNull();
  });

  it('edit profile uses 8 to 26 (both readings hold)', () => {
    expect(passwordError(pw(26), FIELD_LIMITS.profilePassword)).toBeNull();
    expect(passwordError(pw(27), FIELD_LIMITS.profilePassword)).toBe(FORM_MESSAGE.pwd);
    expect(passwordError(pw(7), FIELD_LIMITS.profilePassword)).toBe(FORM_MESSAGE.pwd);
  });
});

describe('password confirmation', () => {
  it('must equal the password after trimming; empty clears the error', () => {
    expect(passwordConfirmError('Passw0rd!', 'Passw0rd!')).toBeNull();
    expect(passwordConfirmError('Passw0rd!', ' Passw0rd! ')).toBeNull();
    expect(passwordConfirmError('Passw0rd!', 'Passw0rd?')).toBe(FORM_MESSAGE.pwd2);
    expect(passwordConfirmError('Passw0rd!', '')).toBeNull();
  });
});

describe('email: standard address pattern', () => {
  it.each([
    ['me@example.com', null],
    ['  me@example.com ', null],
    ['first.last+tag@sub.example.co.kr', null],
    ['me@example', FORM_MESSAGE.email],
    ['me@@example.com', FORM_MESSAGE.email],
    ['me example@x.com', FORM_MESSAGE.email],
    ['@example.com', FORM_MESSAGE.email],
    [`${'a'.repeat(108)}@example.com`, null],
    [`${'a'.repeat(109)}@example.com`, FORM_MESSAGE.email],
    ['', null],
  ])('%j -> %s', (value, expected) => expect(emailError(value)).toBe(expected));

  it('edit profile asks for 8 to 120', () => {
    expect(emailError('a@b.com', FIELD_LIMITS.email)).toBe(FORM_MESSAGE.email);
    expect(emailError('ab@c.com', FIELD_LIMITS.email)).toBeNull();
  });
});

describe('mobile: digits only, 10 to 12 (edit profile 10 to 11)', () => {
  it.each([
    ['0101234567', null],
    ['010123456789', null],
    ['010123456', FORM_MESSAGE.mobile],
    ['0101234567890', FORM_MESSAGE.mobile],
    ['010-1234-5678', FORM_MESSAGE.mobile],
    ['+821012345678', FORM_MESSAGE.mobile],
    [' 01012345678 ', null],
    ['', null],
  ])('%j -> %s', (value, expected) => expect(mobileError(value)).toBe(expected));

  it('edit profile stops at 11', () => {
    expect(mobileError('01012345678', FIELD_LIMITS.profileMobile)).toBeNull();
    expect(mobileError('010123456789', FIELD_LIMITS.profileMobile)).toBe(FORM_MESSAGE.mobile);
  });
});

describe('name, codes, lengths and the timer', () => {
  it('name is 1 to 30 after trimming', () => {
    expect(nameError('a')).toBeNull();
    expect(nameError('a'.repeat(30))).toBeNull();
    expect(nameError('a'.repeat(31))).toBe(FORM_MESSAGE.name);
    expect(nameError('   ')).toBeNull();
  });
  it('a code is 6 digits', () => {
    expect(codeError('123456')).toBeNull();
    expect(codeError(' 123456 ')).toBeNull();
    expect(codeError('12345')).toBe(FORM_MESSAGE.code);
    expect(codeError('12345a')).toBe(FORM_MESSAGE.code);
  });
  it('change password fields are 8 to 30', () => {
    const limit = FIELD_LIMITS.changePassword;
    expect(lengthError('a'.repeat(8), limit, FORM_MESSAGE.pwd)).toBeNull();
    expect(lengthError('a'.repeat(30), limit, FORM_MESSAGE.pwd)).toBeNull();
    expect(lengthError('a'.repeat(7), limit, FORM_MESSAGE.pwd)).toBe(FORM_MESSAGE.pwd);
    expect(lengthError('a'.repeat(31), limit, FORM_MESSAGE.pwd)).toBe(FORM_MESSAGE.pwd);
  });
  it('the verification timer reads m:ss from 3:00', () => {
    expect(formatTimer(180)).toBe('3:00');
    expect(formatTimer(179)).toBe('2:59');
    expect(formatTimer(5)).toBe('0:05');
    expect(formatTimer(-1)).toBe('0:00');
  });
});
