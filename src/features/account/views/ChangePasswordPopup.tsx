// Change password popup: current, new and confirm (each 8 to 30); an invalid form toasts (the machine decides).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { changePasswordMachine } from '@machines/account/changePasswordMachine';
import type { ActorRefFrom } from 'xstate';
import type { PasswordField } from '@machines/account/changePasswordMachine';
import { selectChangePasswordBusy, selectChangePasswordError, selectChangePasswordForm, selectChangePasswordOpen } from '@machines/account/selectors';
import { Dialog } from '../../../components/Dialog';
import { FieldMessage } from './FieldMessage';
import { DialogButtons, MachineForm } from './FormParts';

export function ChangePasswordPopup({ cp }: { cp: ActorRefFrom<typeof changePasswordMachine> }) {
  const { t } = useLingui();
  const open = useSelector(cp, selectChangePasswordOpen);
  const busy = useSelector(cp, selectChangePasswordBusy);
  const error = useSelector(cp, selectChangePasswordError);
  const form = useSelector(cp, selectChangePasswordForm);
  const canCancel = useSelector(cp, (s) => s.can({ type: 'CHANGE_PWD.CLOSE' }));
  const canConfirm = useSelector(cp, (s) => s.can({ type: 'CHANGE_PWD.SUBMIT' }));
  if (!open) return null;
  const close = () => cp.send({ type: 'CHANGE_PWD.CLOSE' });
  const field = (name: PasswordField, placeholder: string, autoComplete: string) => (
    <input
      name={name}
      type="password"
      aria-label={placeholder}
      placeholder={placeholder}
      autoComplete={autoComplete}
      value={form[name]}
      disabled={busy}
      onChange={(e) => cp.send({ type: 'CHANGE_PWD.FIELD', field: name, value: e.target.value })}
    />
  );
  return (
    <Dialog
      title={<Trans>Change password</Trans>}
      onCancel={close}
      actions={
        <DialogButtons
          canCancel={canCancel}
          canConfirm={canConfirm}
          onCancel={close}
          cancel={<Trans>Cancel</Trans>}
          confirm={<Trans>Change</Trans>}
          form="change-password-form"
        />
      }
    >
      <MachineForm id="change-password-form" busy={busy} onSubmit={() => cp.send({ type: 'CHANGE_PWD.SUBMIT' })}>
        {field('current', t`Current password`, 'current-password')}
        {field('next', t`New password`, 'new-password')}
        {field('confirm', t`Confirm new password`, 'new-password')}
        <FieldMessage message={error} />
      </MachineForm>
    </Dialog>
  );
}
