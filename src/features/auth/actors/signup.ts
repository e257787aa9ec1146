// Real actors of the sign-up form and of the email/SMS codes every account form uses; services load with the first call.
import { fromPromise } from 'xstate';
import type { WalletConnection } from '../../../../machines/wallet/types';
import { type SignupJoin, signupMachine, type Term } from '../../../../machines/auth/signupMachine';
import { type CodeChannel, verificationMachine } from '../../../../machines/auth/verificationMachine';
import { defaultAccountDeps } from '../../account/services/deps';

const signup = () => import('../../account/services/signup');
const wallets = () => import('../../account/services/wallets');

/** The verification code machine with the API's cert_mail_ex / cert_sms_ex / check_cert_ex. */
export function codeLogic() {
  return verificationMachine.provide({
    actors: {
      sendCode: fromPromise<void, { channel: CodeChannel; target: string; country: string }>(async ({ input }) =>
        (await signup()).sendCode(defaultAccountDeps(), input),
      ),
      checkCode: fromPromise<void, { channel: CodeChannel; target: string; code: string }>(async ({ input }) =>
        (await signup()).checkCode(defaultAccountDeps(), input),
      ),
    },
  });
}

export function signupLogic() {
  return signupMachine.provide({
    actors: {
      verification: codeLogic(),
      prepare: fromPromise<{ terms: Term[]; country: string; region?: string; countries?: { ccode: string; mcode: string }[] }>(async () => (await signup()).prepareSignup(defaultAccountDeps())),
      checkAccount: fromPromise<boolean, { account: string }>(async ({ input }) => (await signup()).checkAccount(defaultAccountDeps(), input.account)),
      connectWallet: fromPromise<WalletConnection, { walletType: null }>(async () => (await wallets()).fetchAddress(defaultAccountDeps(), null)),
      join: fromPromise<void, SignupJoin>(async ({ input }) => (await signup()).join(defaultAccountDeps(), input)),
    },
  });
}
