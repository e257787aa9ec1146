// What the login, sign-up, find-ID and reset-password views read from their snapshots: pure functions.
import type { SnapshotFrom } from 'xstate';
import type { Message } from '../shared/message';
import type { findIdMachine } from './findIdMachine';
import type { loginMachine } from './loginMachine';
import type { resetPasswordMachine } from './resetPasswordMachine';
import type { signupMachine } from './signupMachine';
import type { verificationMachine } from './verificationMachine';
import { emailError, mobileError, formatTimer } from '@common/domain/formRules';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
type SignupSnapshot = SnapshotFrom<typeof signupMachine>;
type CodeSnapshot = SnapshotFrom<typeof verificationMachine>;

/** The popup shows while the user can still act in it; after a login it closes at once. */
export const selectLoginOpen = (s: LoginSnapshot): boolean => s.matches('open');
/** A request is running: inputs and buttons wait. */
export const selectLoginBusy = (s: LoginSnapshot): boolean => s.matches('open') && !s.matches({ open: 'editing' });
export const selectLoginError = (s: LoginSnapshot): Message | null => s.context.error;
export const selectFacebookVisible = (s: LoginSnapshot): boolean => s.context.facebookVisible;

export type CodeView = {
  status: 'idle' | 'sending' | 'sent' | 'checking' | 'expired' | 'verified';
  target: string;
  code: string;
  timer: string | null;
  /** Error of the target field while typing (empty clears it). */
  targetError: string | null;
  error: Message | null;
};

export function selectCode(s: CodeSnapshot): CodeView {
  const status = (['sending', 'sent', 'checking', 'expired', 'verified'] as const).find((v) => s.matches(v)) ?? 'idle';
  const { channel, target, code, remaining, error } = s.context;
  return {
    status,
    target,
    code,
    timer: status === 'sent' || status === 'checking' ? formatTimer(remaining) : null,
    targetError: channel === 'email' ? emailError(target) : mobileError(target),
    error,
  };
}

export const selectSignupBusy = (s: SignupSnapshot): boolean =>
  s.matches('preparing') || s.matches({ form: 'checkingId' }) || s.matches({ form: 'joining' }) || s.matches({ form: 'connectingWallet' });
export const selectSignupDone = (s: SignupSnapshot): boolean => s.matches('done');
export const selectAllTermsAgreed = (s: SignupSnapshot): boolean =>
  s.context.terms.length > 0 && s.context.terms.every((t) => s.context.agreed.includes(t.idx));

export const selectFindIdBusy = (s: SnapshotFrom<typeof findIdMachine>): boolean => s.matches({ form: 'finding' });
export const selectFoundId = (s: SnapshotFrom<typeof findIdMachine>): string | null => (s.matches({ form: 'found' }) ? s.context.account : null);
export const selectResetBusy = (s: SnapshotFrom<typeof resetPasswordMachine>): boolean => s.matches({ form: 'resetting' });
export const selectResetDone = (s: SnapshotFrom<typeof resetPasswordMachine>): boolean => s.matches({ form: 'done' });

/**
 * The login dialog is on screen while the user can act in it, except while a wallet is being chosen: web3-onboard's
 * wallet select is its own modal and must not sit behind ours.
 */
export const selectLoginDialogShown = (s: LoginSnapshot): boolean =>
  s.matches('open') && !s.matches({ open: 'connecting' }) && !s.matches({ open: 'connectingRegistered' });
/** The wallet is asked to sign the Sign-In with Ethereum message. */
export const selectLoginSigning = (s: LoginSnapshot): boolean => s.matches({ open: 'signing' });
export const selectLoginForm = (s: LoginSnapshot) => ({ account: s.context.account, password: s.context.password, remember: s.context.remember });
