// Renders a machine Message: its catalog translation, then any raw detail text.
import { useLingui } from '@lingui/react';
import type { Message } from '@machines/shared/message';

export function MessageText({ message }: { message: Message }) {
  const { i18n } = useLingui();
  const values = message.part ? { ...message.values, part: i18n._(message.part.id, message.part.values) } : message.values;
  const text = i18n._(message.id, values);
  return <>{message.detail ? `${text} ${message.detail}` : text}</>;
}
