// The alert: its message, in production a captcha first, then the OK button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAlertMessage, selectAlertOkVisible, selectCaptcha } from '@machines/overlay/selectors';
import { useAppActor } from '@kit/appActor';
import { MessageText } from '../../components/MessageText';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';

function CaptchaForm() {
  const { t } = useLingui();
  const actor = useAppActor('alert');
  const captcha = useSelector(actor, selectCaptcha);
  const [answer, setAnswer] = useState('');
  if (!captcha || captcha.status === 'verified') return null;
  return (
    <form
      className="captcha"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'CAPTCHA.SUBMIT', answer });
        setAnswer('');
      }}
    >
      {'challenge' in captcha && <img src={captcha.challenge.image} alt={t`Captcha: type the characters in this image`} width={160} height={56} />}
      {captcha.error && (
        <p className="error-text" role="alert">
          <MessageText message={captcha.error} />
        </p>
      )}
      {captcha.status === 'loadFailed' ? (
        <Button onClick={() => actor.send({ type: 'CAPTCHA.RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      ) : (
        <>
          <label>
            <span className="sr-only">{t`Characters in the image`}</span>
            <input value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="off" placeholder={t`Characters in the image`} />
          </label>
          <div className="dialog-actions">
            <Button onClick={() => actor.send({ type: 'CAPTCHA.REFRESH' })}>
              <Trans>New image</Trans>
            </Button>
            <Button type="submit" variant="primary" disabled={captcha.status !== 'solving'}>
              <Trans>Verify</Trans>
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

export function AlertDialog() {
  const { t } = useLingui();
  const actor = useAppActor('alert');
  const message = useSelector(actor, selectAlertMessage);
  const okVisible = useSelector(actor, selectAlertOkVisible);
  if (!message) return null;
  return (
    <Dialog
      role="alertdialog"
      title={t`Notice`}
      actions={
        okVisible && (
          <Button variant="primary" autoFocus onClick={() => actor.send({ type: 'ALERT.OK' })}>
            <Trans>OK</Trans>
          </Button>
        )
      }
    >
      <p>
        <MessageText message={message} />
      </p>
      <CaptchaForm />
    </Dialog>
  );
}
