// A field's or a form's message from the machine (a catalog id), or nothing.
import type { Message } from '@machines/shared/message';
import { MessageText } from '../../../components/MessageText';

export function FieldMessage({ message, id, tone = 'error' }: { message: Message | string | null | undefined; id?: string; tone?: 'error' | 'ok' }) {
  if (!message) return null;
  const m = typeof message === 'string' ? { id: message } : message;
  return (
    <p id={id} className={tone === 'error' ? 'error-text field-message' : 'ok-text field-message'} role={tone === 'error' ? 'alert' : 'status'}>
      <MessageText message={m} />
    </p>
  );
}
