// The user-visible message machines hand to views: a lingui id to translate, never translated text.

/**
 * `id` is a lingui message id the view translates with `values`; `detail` is
 * untranslated raw text (a wallet's own error, a server reply) that the view
 * appends after the translation as it is.
 */
export interface Message {
  id: string;
  values?: Record<string, string | number>;
  detail?: string;
  /** A message shown inside this one where its text says {part} (a transaction's label in its settled toast). */
  part?: Message;
}

/** Builds a Message; keeps optional fields absent rather than undefined so snapshots compare and serialise cleanly. */
export function message(id: string, values?: Message['values'], detail?: string): Message {
  return {
    id,
    ...(values === undefined ? {} : { values }),
    ...(detail === undefined ? {} : { detail }),
  };
}

/** True when two messages would render the same text: same id, same values, same detail. */
export function sameMessage(a: Message, b: Message): boolean {
  if (a.id !== b.id || a.detail !== b.detail) return false;
  if (a.part || b.part) {
    if (!a.part || !b.part || !sameMessage(a.part, b.part)) return false;
  }
  const aValues = a.values ?? {};
  const bValues = b.values ?? {};
  const keys = Object.keys(aValues);
  if (keys.length !== Object.keys(bValues).length) return false;
  return keys.every((key) => Object.hasOwn(bValues, key) && aValues[key] === bValues[key]);
}
