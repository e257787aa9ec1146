// A labelled control with its message below it, tied to the control by aria-describedby.
import type { ReactNode } from 'react';
import type { Message } from '@machines/shared/message';
import { MessageText } from '../../../../components/MessageText';

export function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: Message; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="dao-create-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="dao-create-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="error-text field-message" id={`${id}-error`} role="alert">
          <MessageText message={error} />
        </p>
      )}
    </div>
  );
}

/** The aria attributes of a control whose Field may show an error. */
export const describedBy = (id: string, error: Message | undefined, hint = false) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
});
