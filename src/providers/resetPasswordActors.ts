// Real actors of reset password (signup/pwdphone).
import { fromPromise } from 'xstate';
import { resetPasswordMachine } from '../../machines/auth/resetPasswordMachine';
import { defaultAccountDeps } from '../services/account/deps';
import { codeLogic } from './signupActors';

export function resetPasswordLogic() {
  return resetPasswordMachine.provide({
    actors: {
      verification: codeLogic(),
      resetPassword: fromPromise<void, { account: string; phone: string; password: string }>(async ({ input }) =>
        (await import('../services/account/recovery')).resetForgottenPassword(defaultAccountDeps(), input),
      ),
    },
  });
}
