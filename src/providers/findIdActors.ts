// Real actors of find ID (signup/idphone).
import { fromPromise } from 'xstate';
import { findIdMachine } from '../../machines/auth/findIdMachine';
import { defaultAccountDeps } from '../services/account/deps';
import { codeLogic } from './signupActors';

export function findIdLogic() {
  return findIdMachine.provide({
    actors: {
      verification: codeLogic(),
      findAccount: fromPromise<string, { phone: string } | { email: string }>(async ({ input }) =>
        (await import('../services/account/recovery')).findAccount(defaultAccountDeps(), input),
      ),
    },
  });
}
