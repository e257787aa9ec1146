// Account recovery: find the ID of a verified phone or email; set a new password after the phone was verified.
import { hashPasswordForApi } from '../../../services/api/password';
import type { FindAccountInput, ResetPasswordInput } from '@machines/auth/types';
import type { AccountDeps } from './deps';

export async function findAccount(deps: AccountDeps, input: FindAccountInput): Promise<string> {
  const answer = await (await deps.api()).findAccount(input);
  return answer.data.account;
}

export async function resetForgottenPassword(deps: AccountDeps, input: ResetPasswordInput): Promise<void> {
  const password = await hashPasswordForApi(input.password);
  await (await deps.api()).resetForgottenPassword({ account: input.account, phone: input.phone, password });
}
