// Real actors of reset password (signup/pwdphone).
import { fromPromise } from 'xstate';
import { resetPasswordMachine } from '@machines/auth/resetPasswordMachine';
import type { ResetPasswordInput } from '@machines/auth/types';
import { defaultAccountDeps } from '../../account/services/deps';
import { codeLogic } from './signup';

export function resetPasswordLogic() {
  return resetPasswordMachine.provide({
    actors: {
      verification: codeLogic(),
      resetPassword: fromPromise<void, ResetPasswordInput>(async ({ input }) =>
        (await import('../../account/services/recovery')).resetForgottenPassword(defaultAccountDeps(), input),
      ),
    },
  });
}
