// signup/register: terms, ID with its check, password twice, nickname, email and SMS codes with the country, referral, wallet.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectAllTermsAgreed, selectSignupBusy, selectSignupDone } from '@machines/auth/selectors';
import type { SignupField } from '@machines/auth/types';
import type { verificationMachine } from '@machines/auth/verificationMachine';
import { CodeField } from '../../account/views/CodeField';
import { CountrySelect } from '../../account/views/CountrySelect';
import { FieldMessage } from '../../account/views/FieldMessage';
import { DoneThenLogin, LabeledField, MachineForm } from '../../account/views/FormParts';
import { useFlow } from '@kit/useFlow';
import { signupLogic } from '../actors/signup';
import { Button } from '../../../components/Button';
import { TermsPlaceholder } from './TermsPlaceholder';

const SIGNUP = signupLogic();
const NO_INPUT = {};

type CodeRef = ActorRefFrom<typeof verificationMachine>;

export function RegisterForm() {
  const signup = useFlow('signup', SIGNUP, NO_INPUT);
  return signup ? <Register signup={signup} /> : null;
}

function Register({ signup }: { signup: ActorRefFrom<typeof SIGNUP> }) {
  const { t } = useLingui();
  const idField = useId();
  const c = useSelector(signup, (s) => s.context);
  const busy = useSelector(signup, selectSignupBusy);
  const done = useSelector(signup, selectSignupDone);
  const allAgreed = useSelector(signup, selectAllTermsAgreed);
  const emailCode = useSelector(signup, (s) => s.children.emailCode as CodeRef | undefined);
  const smsCode = useSelector(signup, (s) => s.children.smsCode as CodeRef | undefined);
  const canCheckId = useSelector(signup, (s) => s.can({ type: 'SIGNUP.CHECK_ID' }));
  const canConnect = useSelector(signup, (s) => s.can({ type: 'SIGNUP.CONNECT_WALLET' }));
  const canSubmit = useSelector(signup, (s) => s.can({ type: 'SIGNUP.SUBMIT' }));
  // Until the terms are in, their rows' room is held, so the fields below do not jump when they arrive (CLS).
  const termsLoading = useSelector(signup, (s) => s.matches('idle') || s.matches('preparing'));

  useEffect(() => {
    signup.send({ type: 'SIGNUP.START' });
  }, [signup]);

  if (done) {
    return (
      <DoneThenLogin>
        <Trans>Your account was created. You can log in now.</Trans>
      </DoneThenLogin>
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
    <MachineForm busy={busy} onSubmit={() => signup.send({ type: 'SIGNUP.SUBMIT' })}>
      {/* Terms are the operator's text from the API, rendered as text (React escapes it; no HTML is interpreted). */}
      <fieldset className="terms">
        <legend>
          <Trans>Terms</Trans>
        </legend>
        <label>
          <input
            type="checkbox"
            checked={allAgreed}
            disabled={busy || c.terms.length === 0}
            onChange={(e) => signup.send({ type: 'SIGNUP.TERMS_ALL', agreed: e.target.checked })}
          />
          <Trans>Agree to all</Trans>
        </label>
        {termsLoading && <TermsPlaceholder />}
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
          <Button disabled={!canCheckId} onClick={() => signup.send({ type: 'SIGNUP.CHECK_ID' })}>
            <Trans>Check ID</Trans>
          </Button>
        </span>
      </div>
      <FieldMessage message={c.errors.account} />
      {c.idStatus === 'available' && <FieldMessage message="signup.idAvailable" tone="ok" />}

      <LabeledField label={<Trans>Password</Trans>} message={c.errors.password}>
        <input {...field('password')} type="password" autoComplete="new-password" placeholder={t`8 to 30 with a letter, a digit and one of $@!%*#?&`} />
      </LabeledField>
      <LabeledField label={<Trans>Confirm password</Trans>} message={c.errors.password2}>
        <input {...field('password2')} type="password" autoComplete="new-password" />
      </LabeledField>
      <LabeledField label={<Trans>Nickname</Trans>} message={c.errors.name}>
        <input {...field('name')} autoComplete="nickname" />
      </LabeledField>

      {emailCode && <CodeField code={emailCode} channel="email" label={<Trans>Email</Trans>} disabled={busy} />}
      {smsCode && (
        <CodeField
          code={smsCode}
          channel="sms"
          label={<Trans>Phone number</Trans>}
          disabled={busy}
          before={
            <CountrySelect
              countries={c.countries}
              region={c.region}
              disabled={busy}
              onSelect={(value, region) => signup.send({ type: 'SIGNUP.COUNTRY', value, region })}
            />
          }
        />
      )}

      <LabeledField label={<Trans>Referral ID (optional)</Trans>} message={c.errors.referral}>
        <input {...field('referral')} />
      </LabeledField>

      <div className="field">
        <span>
          <Trans>Wallet (optional)</Trans>
        </span>
        {c.wallet ? (
          <output className="wallet-address">{c.wallet.address}</output>
        ) : (
          <Button disabled={!canConnect} onClick={() => signup.send({ type: 'SIGNUP.CONNECT_WALLET' })}>
            <Trans>Connect wallet</Trans>
          </Button>
        )}
      </div>

      <FieldMessage message={c.error} />
      <Button type="submit" variant="primary" disabled={!canSubmit}>
        <Trans>Create account</Trans>
      </Button>
    </MachineForm>
  );
}
