// One email or SMS verification: the address or number, Send (Resend), the 3:00 timer, the code and Verify; renders a verification actor's snapshot.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCode } from '@machines/auth/selectors';
import type { verificationMachine } from '@machines/auth/verificationMachine';
import { FieldMessage } from './FieldMessage';
import { Button } from '../../../components/Button';

type CodeRef = ActorRefFrom<typeof verificationMachine>;

export function CodeField({
  code,
  channel,
  label,
  disabled,
  before,
}: {
  code: CodeRef;
  channel: 'email' | 'sms';
  label: ReactNode;
  disabled?: boolean;
  before?: ReactNode;
}) {
  const { t } = useLingui();
  const view = useSelector(code, selectCode);
  const canSend = useSelector(code, (s) => s.can({ type: 'CODE.SEND' }));
  const canType = useSelector(code, (s) => s.can({ type: 'CODE.INPUT', value: '' }));
  const canCheck = useSelector(code, (s) => s.can({ type: 'CODE.CHECK' }));
  const name = channel === 'email' ? 'email' : 'phone';
  const sent = view.status === 'sent' || view.status === 'checking' || view.status === 'expired';
  return (
    <fieldset className="code-field" data-channel={channel}>
      <legend>{label}</legend>
      <div className="code-row">
        {before}
        <input
          name={name}
          type={channel === 'email' ? 'email' : 'tel'}
          inputMode={channel === 'email' ? 'email' : 'numeric'}
          autoComplete={channel === 'email' ? 'email' : 'tel-national'}
          aria-label={channel === 'email' ? t`Email` : t`Phone number`}
          placeholder={channel === 'email' ? t`Email` : t`Phone number (digits only)`}
          value={view.target}
          disabled={disabled || view.status === 'verified'}
          onChange={(e) => code.send({ type: 'CODE.TARGET', value: e.target.value })}
        />
        <Button disabled={disabled || !canSend} onClick={() => code.send({ type: 'CODE.SEND' })}>
          {sent ? <Trans>Resend code</Trans> : <Trans>Send code</Trans>}
        </Button>
      </div>
      <FieldMessage message={view.target.trim() === '' ? null : view.targetError} />
      {sent && (
        <div className="code-row">
          <input
            name={`${name}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-label={channel === 'email' ? t`Email verification code` : t`SMS verification code`}
            placeholder={t`6-digit code`}
            value={view.code}
            disabled={disabled || !canType}
            onChange={(e) => code.send({ type: 'CODE.INPUT', value: e.target.value })}
          />
          {view.timer && (
            <span className="code-timer" role="timer" aria-label={t`Time left`}>
              {view.timer}
            </span>
          )}
          <Button disabled={disabled || !canCheck} onClick={() => code.send({ type: 'CODE.CHECK' })}>
            <Trans>Verify</Trans>
          </Button>
        </div>
      )}
      {view.status === 'verified' && (
        <p className="ok-text field-message" role="status">
          {channel === 'email' ? <Trans>Email verified</Trans> : <Trans>Phone number verified</Trans>}
        </p>
      )}
      <FieldMessage message={view.error} />
    </fieldset>
  );
}
