// Real actors of the sign-up form and of the email/SMS codes every account form uses; services load with the first call.
import { fromPromise } from 'xstate';
import type { WalletConnection } from '@machines/wallet/types';
import { signupMachine } from '@machines/auth/signupMachine';
import type { CheckAccountInput, CheckCodeInput, ConnectWalletInput, PrepareSignupOutput, SendCodeInput, SignupJoin } from '@machines/auth/types';
import { verificationMachine } from '@machines/auth/verificationMachine';
import { defaultAccountDeps } from '../../account/services/deps';

const signup = () => import('../../account/services/signup');
const wallets = () => import('../../account/services/wallets');

/** The verification code machine with the API's cert_mail_ex / cert_sms_ex / check_cert_ex. */
export function codeLogic() {
  return verificationMachine.provide({
    actors: {
      sendCode: fromPromise<void, SendCodeInput>(async ({ input }) => (await signup()).sendCode(defaultAccountDeps(), input)),
      checkCode: fromPromise<void, CheckCodeInput>(async ({ input }) => (await signup()).checkCode(defaultAccountDeps(), input)),
    },
  });
}

export function signupLogic() {
  return signupMachine.provide({
    actors: {
      verification: codeLogic(),
      prepare: fromPromise<PrepareSignupOutput>(async () => (await signup()).prepareSignup(defaultAccountDeps())),
      checkAccount: fromPromise<boolean, CheckAccountInput>(async ({ input }) => (await signup()).checkAccount(defaultAccountDeps(), input.account)),
      connectWallet: fromPromise<WalletConnection, ConnectWalletInput>(async ({ input }) =>
        (await wallets()).fetchAddress(defaultAccountDeps(), input.walletType),
      ),
      join: fromPromise<void, SignupJoin>(async ({ input }) => (await signup()).join(defaultAccountDeps(), input)),
    },
  });
}
