// Change password popup: current, new and confirm (each 8 to 30); an invalid form toasts (the machine decides).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { changePasswordMachine } from '../../../machines/account/changePasswordMachine';
import type { ActorRefFrom } from 'xstate';
import type { PasswordField } from '../../../machines/account/changePasswordMachine';
import { selectChangePasswordBusy, selectChangePasswordError, selectChangePasswordForm, selectChangePasswordOpen } from '../../../machines/account/selectors';
import { Dialog } from '../overlays/Dialog';
import { FieldMessage } from './FieldMessage';

export function ChangePasswordPopup({ cp }: { cp: ActorRefFrom<typeof changePasswordMachine> }) {
  const { t } = useLingui();
  const open = useSelector(cp, selectChangePasswordOpen);
  const busy = useSelector(cp, selectChangePasswordBusy);
  const error = useSelector(cp, selectChangePasswordError);
  const form = useSelector(cp, selectChangePasswordForm);
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
        <>
          <button type="button" className="button" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="change-password-form" className="button primary" disabled={busy}>
            <Trans>Change</Trans>
          </button>
        </>
      }
    >
      <form
        id="change-password-form"
        className="account-form"
        aria-busy={busy}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          cp.send({ type: 'CHANGE_PWD.SUBMIT' });
        }}
      >
        {field('current', t`Current password`, 'current-password')}
        {field('next', t`New password`, 'new-password')}
        {field('confirm', t`Confirm new password`, 'new-password')}
        <FieldMessage message={error} />
      </form>
    </Dialog>
  );
}
