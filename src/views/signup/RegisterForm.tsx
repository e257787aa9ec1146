// signup/register: terms, ID with its check, password twice, nickname, email and SMS codes with the country, referral, wallet.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectAllTermsAgreed, selectSignupBusy, selectSignupDone } from '../../../machines/auth/selectors';
import type { SignupField } from '../../../machines/auth/signupMachine';
import type { verificationMachine } from '../../../machines/auth/verificationMachine';
import { CodeField } from '../../components/account/CodeField';
import { CountrySelect } from '../../components/account/CountrySelect';
import { FieldMessage } from '../../components/account/FieldMessage';
import { useAccountFlow } from '../../providers/accountFlows';
import { useAppRef } from '../../providers/AppProvider';
import { signupLogic } from '../../providers/signupActors';

const SIGNUP = signupLogic();
const NO_INPUT = {};

type CodeRef = ActorRefFrom<typeof verificationMachine>;

export function RegisterForm() {
  const signup = useAccountFlow('signup', SIGNUP, NO_INPUT);
  return signup ? <Register signup={signup} /> : null;
}

function Register({ signup }: { signup: ActorRefFrom<typeof SIGNUP> }) {
  const { t } = useLingui();
  const app = useAppRef();
  const idField = useId();
  const c = useSelector(signup, (s) => s.context);
  const busy = useSelector(signup, selectSignupBusy);
  const done = useSelector(signup, selectSignupDone);
  const allAgreed = useSelector(signup, selectAllTermsAgreed);
  const emailCode = useSelector(signup, (s) => s.children.emailCode as CodeRef | undefined);
  const smsCode = useSelector(signup, (s) => s.children.smsCode as CodeRef | undefined);

  useEffect(() => {
    signup.send({ type: 'SIGNUP.START' });
  }, [signup]);

  if (done) {
    return (
      <div className="signup-done" role="status">
        <p>
          <Trans>Your account was created. You can log in now.</Trans>
        </p>
        <button type="button" className="button primary" onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
          <Trans>Log in</Trans>
        </button>
      </div>
    );
  }

  const field = (name: SignupField) => ({
    name,
    value: c[name],
    disabled: busy,
    'aria-invalid': c.errors[name] ? true : undefined,
    onChange: (e: { target: { value: string } }) => signup.send({ type: 'SIGNUP.FIELD', field: name, value: e.target.value }),
  });

  return (
    <form
      className="account-form"
      aria-busy={busy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        signup.send({ type: 'SIGNUP.SUBMIT' });
      }}
    >
      {/* Terms are the operator's text from the API, rendered as text (React escapes it; no HTML is interpreted). */}
      <fieldset className="terms">
        <legend>
          <Trans>Terms</Trans>
        </legend>
        <label>
          <input type="checkbox" checked={allAgreed} disabled={busy || c.terms.length === 0} onChange={(e) => signup.send({ type: 'SIGNUP.TERMS_ALL', agreed: e.target.checked })} />
          <Trans>Agree to all</Trans>
        </label>
        {c.terms.map((term) => (
          <div key={term.idx} className="term">
            <label>
              <input
                type="checkbox"
                checked={c.agreed.includes(term.idx)}
                disabled={busy}
                onChange={(e) => signup.send({ type: 'SIGNUP.TERM', idx: term.idx, agreed: e.target.checked })}
              />
              {term.title} {term.required ? <Trans>(required)</Trans> : <Trans>(optional)</Trans>}
            </label>
            <details>
              <summary>
                <Trans>Read</Trans>
              </summary>
              <p className="term-content">{term.content}</p>
            </details>
          </div>
        ))}
      </fieldset>

      <div className="field">
        <label htmlFor={idField}>
          <Trans>ID</Trans>
        </label>
        <span className="code-row">
          <input {...field('account')} id={idField} autoComplete="username" placeholder={t`5 to 20 lowercase letters and digits`} />
          <button type="button" className="button" disabled={busy} onClick={() => signup.send({ type: 'SIGNUP.CHECK_ID' })}>
            <Trans>Check ID</Trans>
          </button>
        </span>
      </div>
      <FieldMessage message={c.errors.account} />
      {c.idStatus === 'available' && <FieldMessage message="signup.idAvailable" tone="ok" />}

      <label className="field">
        <span>
          <Trans>Password</Trans>
        </span>
        <input {...field('password')} type="password" autoComplete="new-password" placeholder={t`8 to 30 with a letter, a digit and one of $@!%*#?&`} />
      </label>
      <FieldMessage message={c.errors.password} />
      <label className="field">
        <span>
          <Trans>Confirm password</Trans>
        </span>
        <input {...field('password2')} type="password" autoComplete="new-password" />
      </label>
      <FieldMessage message={c.errors.password2} />
      <label className="field">
        <span>
          <Trans>Nickname</Trans>
        </span>
        <input {...field('name')} autoComplete="nickname" />
      </label>
      <FieldMessage message={c.errors.name} />

      {emailCode && <CodeField code={emailCode} channel="email" label={<Trans>Email</Trans>} disabled={busy} />}
      {smsCode && (
        <CodeField
          code={smsCode}
          channel="sms"
          label={<Trans>Phone number</Trans>}
          disabled={busy}
          before={<CountrySelect countries={c.countries} region={c.region} disabled={busy} onSelect={(value, region) => signup.send({ type: 'SIGNUP.COUNTRY', value, region })} />}
        />
      )}

      <label className="field">
        <span>
          <Trans>Referral ID (optional)</Trans>
        </span>
        <input {...field('referral')} />
      </label>
      <FieldMessage message={c.errors.referral} />

      <div className="field">
        <span>
          <Trans>Wallet (optional)</Trans>
        </span>
        {c.wallet ? (
          <output className="wallet-address">{c.wallet.address}</output>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => signup.send({ type: 'SIGNUP.CONNECT_WALLET' })}>
            <Trans>Connect wallet</Trans>
          </button>
        )}
      </div>

      <FieldMessage message={c.error} />
      <button type="submit" className="button primary" disabled={busy}>
        <Trans>Create account</Trans>
      </button>
    </form>
  );
}
