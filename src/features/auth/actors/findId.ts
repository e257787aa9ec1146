// Real actors of find ID (signup/idphone).
import { fromPromise } from 'xstate';
import { findIdMachine } from '@machines/auth/findIdMachine';
import type { FindAccountInput } from '@machines/auth/types';
import { defaultAccountDeps } from '../../account/services/deps';
import { codeLogic } from './signup';

export function findIdLogic() {
  return findIdMachine.provide({
    actors: {
      verification: codeLogic(),
      findAccount: fromPromise<string, FindAccountInput>(async ({ input }) =>
        (await import('../../account/services/recovery')).findAccount(defaultAccountDeps(), input),
      ),
    },
  });
}
