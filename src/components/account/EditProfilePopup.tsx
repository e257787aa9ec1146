// Edit profile popup: name and profile fields, email and mobile (a change is verified by code), the current password to confirm.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { editProfileMachine } from '../../../machines/account/editProfileMachine';
import type { ActorRefFrom } from 'xstate';
import type { ProfileField } from '../../../machines/account/editProfileMachine';
import { selectEditProfileBusy, selectEditProfileError, selectEditProfileOpen } from '../../../machines/account/selectors';
import type { verificationMachine } from '../../../machines/auth/verificationMachine';
import { Dialog } from '../overlays/Dialog';
import { CodeField } from './CodeField';
import { FieldMessage } from './FieldMessage';

type CodeRef = ActorRefFrom<typeof verificationMachine>;

export function EditProfilePopup({ edit }: { edit: ActorRefFrom<typeof editProfileMachine> }) {
  const { t } = useLingui();
  const open = useSelector(edit, selectEditProfileOpen);
  const busy = useSelector(edit, selectEditProfileBusy);
  const error = useSelector(edit, selectEditProfileError);
  const c = useSelector(edit, (s) => s.context);
  const emailCode = useSelector(edit, (s) => s.children.emailCode as CodeRef | undefined);
  const smsCode = useSelector(edit, (s) => s.children.smsCode as CodeRef | undefined);
  if (!open) return null;
  const close = () => edit.send({ type: 'PROFILE.CLOSE' });
  const field = (name: ProfileField) => ({
    name,
    value: c[name],
    disabled: busy,
    onChange: (e: { target: { value: string } }) => edit.send({ type: 'PROFILE.FIELD', field: name, value: e.target.value }),
  });
  return (
    <Dialog
      title={<Trans>Edit profile</Trans>}
      onCancel={close}
      actions={
        <>
          <button type="button" className="button" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="edit-profile-form" className="button primary" disabled={busy}>
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form
        id="edit-profile-form"
        className="account-form"
        aria-busy={busy}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          edit.send({ type: 'PROFILE.SUBMIT' });
        }}
      >
        <label className="field">
          <span>
            <Trans>ID</Trans>
          </span>
          <input name="account" value={c.original?.account ?? ''} readOnly />
        </label>
        <label className="field">
          <span>
            <Trans>Name</Trans>
          </span>
          <input {...field('name')} maxLength={30} />
        </label>
        {emailCode && <CodeField code={emailCode} channel="email" label={<Trans>Email</Trans>} disabled={busy} />}
        {smsCode && <CodeField code={smsCode} channel="sms" label={<Trans>Phone number</Trans>} disabled={busy} />}
        <label className="field">
          <span>
            <Trans>Gender</Trans>
          </span>
          <select {...field('gender')}>
            <option value="">{t`Not given`}</option>
            <option value="M">{t`Male`}</option>
            <option value="F">{t`Female`}</option>
          </select>
        </label>
        <label className="field">
          <span>
            <Trans>Birth date</Trans>
          </span>
          <input {...field('birth')} type="date" />
        </label>
        <label className="field">
          <span>
            <Trans>Affiliation</Trans>
          </span>
          <input {...field('affiliation')} maxLength={100} />
        </label>
        <label className="field">
          <span>
            <Trans>Department</Trans>
          </span>
          <input {...field('department')} maxLength={100} />
        </label>
        <label className="field">
          <span>
            <Trans>Position</Trans>
          </span>
          <input {...field('position')} maxLength={100} />
        </label>
        <label className="field">
          <span>
            <Trans>Current password</Trans>
          </span>
          <input {...field('password')} type="password" autoComplete="current-password" />
        </label>
        <FieldMessage message={error} />
      </form>
    </Dialog>
  );
}
