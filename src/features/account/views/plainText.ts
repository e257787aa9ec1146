// User- or server-written text shown as plain text: markup is removed with DOMPurify before React renders it (as text).
import DOMPurify from 'dompurify';

export function plainText(value: string): string {
  return DOMPurify.sanitize(value, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
}
