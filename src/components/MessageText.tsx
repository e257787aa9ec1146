// Renders a machine Message: its catalog translation, then any raw detail text.
import { useLingui } from '@lingui/react';
import type { Message } from '../../machines/shared/message';

export function MessageText({ message }: { message: Message }) {
  const { i18n } = useLingui();
  const text = i18n._(message.id, message.values);
  return <>{message.detail ? `${text} ${message.detail}` : text}</>;
}
