// Real actors of the edit profile popup: the stored userInfo, member_update_ex.
import { fromPromise } from 'xstate';
import { editProfileMachine } from '@machines/account/editProfileMachine';
import type { Profile, UpdateProfileInput } from '@machines/account/types';
import { defaultAccountDeps } from '../services/deps';
import { codeLogic } from '../../auth/actors/signup';

const profile = () => import('../services/profile');

export function editProfileLogic() {
  return editProfileMachine.provide({
    actors: {
      verification: codeLogic(),
      loadProfile: fromPromise<Profile>(async () => (await profile()).loadProfile(defaultAccountDeps())),
      updateProfile: fromPromise<void, UpdateProfileInput>(async ({ input }) => (await profile()).updateProfile(defaultAccountDeps(), input)),
    },
  });
}
