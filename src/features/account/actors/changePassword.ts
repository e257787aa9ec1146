// Real actor of the change password popup: password_reset_ex with the account and phone on file.
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '@machines/account/changePasswordMachine';
import { defaultAccountDeps } from '../services/deps';

export function changePasswordLogic() {
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<void, { current: string; next: string }>(async ({ input }) =>
        (await import('../services/profile')).changePassword(defaultAccountDeps(), input),
      ),
    },
  });
}
