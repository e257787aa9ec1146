// The login dialog: ID and password with remember-ID, connect wallet (web3-onboard's select), Google and the hidden
// Facebook button, forgot ID / password links. Renders the login machine's snapshot and sends its events.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router-dom';
import {
  selectFacebookVisible,
  selectLoginBusy,
  selectLoginDialogShown,
  selectLoginError,
  selectLoginForm,
  selectLoginSigning,
} from '@machines/auth/selectors';
import type { LoginLogic } from '@machines/app/appMachine';
import { type Lang, pathFor } from '@kit/resolveRoute';
import { MessageText } from '../../../components/MessageText';
import { Dialog } from '../../../components/Dialog';
import { MissingWallets } from '../../wallet/views/MissingWallets';
import './login.css';
import { Button } from '../../../components/Button';

export function LoginDialog({ lang, login }: { lang: Lang; login: ActorRefFrom<LoginLogic> }) {
  const { t } = useLingui();
  const shown = useSelector(login, selectLoginDialogShown);
  const busy = useSelector(login, selectLoginBusy);
  const signing = useSelector(login, selectLoginSigning);
  const error = useSelector(login, selectLoginError);
  const form = useSelector(login, selectLoginForm);
  const facebook = useSelector(login, selectFacebookVisible);
  // Each button is enabled exactly when the machine would take its event.
  const canClose = useSelector(login, (s) => s.can({ type: 'LOGIN.CLOSE' }));
  const canSubmit = useSelector(login, (s) => s.can({ type: 'LOGIN.SUBMIT' }));
  const canWallet = useSelector(login, (s) => s.can({ type: 'LOGIN.WALLET' }));
  const canSns = useSelector(login, (s) => s.can({ type: 'LOGIN.SNS', platform: 'google' }));
  if (!shown) return null;
  const close = () => login.send({ type: 'LOGIN.CLOSE' });
  return (
    <Dialog
      title={<Trans>Login</Trans>}
      onCancel={close}
      actions={
        <Button onClick={close} disabled={!canClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <div className="login" aria-busy={busy}>
        {/* The hidden Facebook button toggles after more than 5 clicks on the logo (spec 4). */}
        <span className="login-logo" data-testid="login-logo" aria-hidden="true" onClick={() => login.send({ type: 'LOGIN.FACEBOOK_CLICK' })}>
          MetaWorld
        </span>
        <form
          className="login-form"
          onSubmit={(e) => {
            e.preventDefault();
            login.send({ type: 'LOGIN.SUBMIT' });
          }}
        >
          <label>
            <span>
              <Trans>ID</Trans>
            </span>
            <input
              name="account"
              autoComplete="username"
              autoFocus
              value={form.account}
              disabled={busy}
              onChange={(e) => login.send({ type: 'LOGIN.INPUT', field: 'account', value: e.target.value })}
            />
          </label>
          <label>
            <span>
              <Trans>Password</Trans>
            </span>
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              value={form.password}
              disabled={busy}
              onChange={(e) => login.send({ type: 'LOGIN.INPUT', field: 'password', value: e.target.value })}
            />
          </label>
          <label className="login-remember">
            <input type="checkbox" checked={form.remember} disabled={busy} onChange={(e) => login.send({ type: 'LOGIN.REMEMBER', value: e.target.checked })} />
            <span>
              <Trans>Remember me</Trans>
            </span>
          </label>
          {error && (
            <p className="error-text" role="alert">
              <MessageText message={error} />
            </p>
          )}
          {signing && (
            <p className="login-status" role="status">
              <Trans>Please sign the message in your wallet to log in.</Trans>
            </p>
          )}
          <Button type="submit" variant="primary" disabled={!canSubmit}>
            <Trans>Log in</Trans>
          </Button>
        </form>
        <nav className="login-links" aria-label={t`Forgot`}>
          <Link to={pathFor(lang, 'signup/idphone')} onClick={close}>
            <Trans>Forgot ID</Trans>
          </Link>
          <Link to={pathFor(lang, 'signup/pwdphone')} onClick={close}>
            <Trans>Forgot password</Trans>
          </Link>
        </nav>
        <div className="login-other">
          <Button disabled={!canWallet} onClick={() => login.send({ type: 'LOGIN.WALLET' })}>
            <Trans>Connect wallet</Trans>
          </Button>
          <Button disabled={!canSns} onClick={() => login.send({ type: 'LOGIN.SNS', platform: 'google' })}>
            <Trans>Sign in with Google</Trans>
          </Button>
          {facebook && (
            <Button disabled={!canSns} onClick={() => login.send({ type: 'LOGIN.SNS', platform: 'facebook' })}>
              <Trans>Sign in with Facebook</Trans>
            </Button>
          )}
        </div>
        <MissingWallets />
      </div>
    </Dialog>
  );
}
