// Real actor of the change password popup: password_reset_ex with the account and phone on file.
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '@machines/account/changePasswordMachine';
import type { ChangePasswordInput } from '@machines/account/types';
import { defaultAccountDeps } from '../services/deps';

export function changePasswordLogic() {
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<void, ChangePasswordInput>(async ({ input }) =>
        (await import('../services/profile')).changePassword(defaultAccountDeps(), input),
      ),
    },
  });
}
