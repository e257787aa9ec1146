// signup/pwdphone: the ID, a verified phone and the new password twice.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectResetBusy, selectResetDone } from '@machines/auth/selectors';
import type { ResetField } from '@machines/auth/resetPasswordMachine';
import type { verificationMachine } from '@machines/auth/verificationMachine';
import { CodeField } from '../../account/views/CodeField';
import { FieldMessage } from '../../account/views/FieldMessage';
import { DoneThenLogin, LabeledField, MachineForm } from '../../account/views/FormParts';
import { useFlow } from '@kit/useFlow';
import { resetPasswordLogic } from '../actors/resetPassword';
import { Button } from '../../../components/Button';

const RESET = resetPasswordLogic();
const NO_INPUT = {};

type CodeRef = ActorRefFrom<typeof verificationMachine>;

export function ResetPasswordForm() {
  const reset = useFlow('resetPassword', RESET, NO_INPUT);
  return reset ? <ResetPassword reset={reset} /> : null;
}

function ResetPassword({ reset }: { reset: ActorRefFrom<typeof RESET> }) {
  const { t } = useLingui();
  const c = useSelector(reset, (s) => s.context);
  const busy = useSelector(reset, selectResetBusy);
  const done = useSelector(reset, selectResetDone);
  const smsCode = useSelector(reset, (s) => s.children.smsCode as CodeRef | undefined);
  const canSubmit = useSelector(reset, (s) => s.can({ type: 'RESET_PWD.SUBMIT' }));

  useEffect(() => {
    reset.send({ type: 'RESET_PWD.START' });
  }, [reset]);

  if (done) {
    return (
      <DoneThenLogin>
        <Trans>Your password was reset. Log in with the new password.</Trans>
      </DoneThenLogin>
    );
  }

  const field = (name: ResetField) => ({
    name,
    value: c[name],
    disabled: busy,
    'aria-invalid': c.errors[name] ? true : undefined,
    onChange: (e: { target: { value: string } }) => reset.send({ type: 'RESET_PWD.FIELD', field: name, value: e.target.value }),
  });

  return (
    <MachineForm busy={busy} onSubmit={() => reset.send({ type: 'RESET_PWD.SUBMIT' })}>
      <LabeledField label={<Trans>ID</Trans>} message={c.errors.account}>
        <input {...field('account')} autoComplete="username" />
      </LabeledField>
      {smsCode && <CodeField code={smsCode} channel="sms" label={<Trans>Phone number</Trans>} disabled={busy} />}
      <LabeledField label={<Trans>New password</Trans>} message={c.errors.password}>
        <input {...field('password')} type="password" autoComplete="new-password" placeholder={t`8 to 30 with a letter, a digit and one of $@!%*#?&`} />
      </LabeledField>
      <LabeledField label={<Trans>Confirm new password</Trans>} message={c.errors.password2}>
        <input {...field('password2')} type="password" autoComplete="new-password" />
      </LabeledField>
      <FieldMessage message={c.error} />
      <Button type="submit" variant="primary" disabled={!canSubmit}>
        <Trans>Reset password</Trans>
      </Button>
    </MachineForm>
  );
}
