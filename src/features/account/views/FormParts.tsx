// Pieces every account form repeats: a form that hands submit to its machine, a labelled field with its message,
// a popup's cancel/confirm buttons and the "done, log in now" panel.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Message } from '@machines/shared/message';
import { useAppRef } from '@kit/appActor';
import { Button } from '../../../components/Button';
import { FieldMessage } from './FieldMessage';

/** The browser never validates or submits by itself: the machine decides (noValidate, default prevented). */
export function MachineForm({ id, busy, onSubmit, children }: { id?: string; busy: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      id={id}
      className="account-form"
      aria-busy={busy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A label around its control, then the machine's message for it (nothing when there is none). */
export function LabeledField({ label, message, children }: { label: ReactNode; message?: Message | string | null; children: ReactNode }) {
  return (
    <>
      <label className="field">
        <span>{label}</span>
        {children}
      </label>
      <FieldMessage message={message} />
    </>
  );
}

/**
 * Cancel and the primary action of a popup; the primary submits `form` when given, else calls `onConfirm`.
 * Each is enabled when its flow would take the event (`snapshot.can`), so the view never re-derives the machine's states.
 */
export function DialogButtons({
  canCancel,
  canConfirm,
  onCancel,
  cancel,
  confirm,
  form,
  onConfirm,
}: {
  canCancel: boolean;
  canConfirm: boolean;
  onCancel: () => void;
  cancel: ReactNode;
  confirm: ReactNode;
  form?: string;
  onConfirm?: () => void;
}) {
  return (
    <>
      <Button onClick={onCancel} disabled={!canCancel}>
        {cancel}
      </Button>
      <Button type={form ? 'submit' : 'button'} form={form} variant="primary" onClick={onConfirm} disabled={!canConfirm}>
        {confirm}
      </Button>
    </>
  );
}

/** Shown when a sign-up form has finished: its message and a button that opens the login popup. */
export function DoneThenLogin({ children }: { children: ReactNode }) {
  const app = useAppRef();
  return (
    <div className="signup-done" role="status">
      <p>{children}</p>
      <Button variant="primary" onClick={() => app.send({ type: 'LOGIN.OPEN' })}>
        <Trans>Log in</Trans>
      </Button>
    </div>
  );
}
