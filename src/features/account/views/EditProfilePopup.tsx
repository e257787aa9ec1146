// Edit profile popup: name and profile fields, email and mobile (a change is verified by code), the current password to confirm.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { editProfileMachine } from '@machines/account/editProfileMachine';
import type { ActorRefFrom } from 'xstate';
import type { ProfileField } from '@machines/account/editProfileMachine';
import { selectEditProfileBusy, selectEditProfileError, selectEditProfileOpen } from '@machines/account/selectors';
import type { verificationMachine } from '@machines/auth/verificationMachine';
import { Dialog } from '../../../components/Dialog';
import { Select } from '../../../components/Select';
import { CodeField } from './CodeField';
import { FieldMessage } from './FieldMessage';
import { DialogButtons, LabeledField, MachineForm } from './FormParts';

type CodeRef = ActorRefFrom<typeof verificationMachine>;

export function EditProfilePopup({ edit }: { edit: ActorRefFrom<typeof editProfileMachine> }) {
  const { t } = useLingui();
  const open = useSelector(edit, selectEditProfileOpen);
  const busy = useSelector(edit, selectEditProfileBusy);
  const error = useSelector(edit, selectEditProfileError);
  const c = useSelector(edit, (s) => s.context);
  const emailCode = useSelector(edit, (s) => s.children.emailCode as CodeRef | undefined);
  const smsCode = useSelector(edit, (s) => s.children.smsCode as CodeRef | undefined);
  const canSave = useSelector(edit, (s) => s.can({ type: 'PROFILE.SUBMIT' }));
  // The machine takes PROFILE.CLOSE while saving too (it drops the save); Cancel waits for the answer instead.
  const canCancel = !busy;
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
        <DialogButtons
          canCancel={canCancel}
          canConfirm={canSave}
          onCancel={close}
          cancel={<Trans>Cancel</Trans>}
          confirm={<Trans>Save</Trans>}
          form="edit-profile-form"
        />
      }
    >
      <MachineForm id="edit-profile-form" busy={busy} onSubmit={() => edit.send({ type: 'PROFILE.SUBMIT' })}>
        <LabeledField label={<Trans>ID</Trans>}>
          <input name="account" value={c.original?.account ?? ''} readOnly />
        </LabeledField>
        <LabeledField label={<Trans>Name</Trans>}>
          <input {...field('name')} maxLength={30} />
        </LabeledField>
        {emailCode && <CodeField code={emailCode} channel="email" label={<Trans>Email</Trans>} disabled={busy} />}
        {smsCode && <CodeField code={smsCode} channel="sms" label={<Trans>Phone number</Trans>} disabled={busy} />}
        <Select
          native
          className="field"
          label={<Trans>Gender</Trans>}
          name="gender"
          value={c.gender}
          disabled={busy}
          options={[
            { value: '', label: t`Not given` },
            { value: 'M', label: t`Male` },
            { value: 'F', label: t`Female` },
          ]}
          onChange={(value) => edit.send({ type: 'PROFILE.FIELD', field: 'gender', value })}
        />
        <LabeledField label={<Trans>Birth date</Trans>}>
          <input {...field('birth')} type="date" />
        </LabeledField>
        <LabeledField label={<Trans>Affiliation</Trans>}>
          <input {...field('affiliation')} maxLength={100} />
        </LabeledField>
        <LabeledField label={<Trans>Department</Trans>}>
          <input {...field('department')} maxLength={100} />
        </LabeledField>
        <LabeledField label={<Trans>Position</Trans>}>
          <input {...field('position')} maxLength={100} />
        </LabeledField>
        <LabeledField label={<Trans>Current password</Trans>}>
          <input {...field('password')} type="password" autoComplete="current-password" />
        </LabeledField>
        <FieldMessage message={error} />
      </MachineForm>
    </Dialog>
  );
}
