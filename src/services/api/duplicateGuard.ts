// Spec 9's duplicate-call guard: an identical API call (method, address, body) started again within 500 ms, with no other
// call in between, is not sent twice; the second caller gets the first one's answer. One place for every feature: a double click on Buy, Report or
// Vote, or two views asking the same thing at once, reaches the back end once.
import { TIMING } from '@machines/constants';
import type { FetchLike } from './transport';

/**
 * Wraps a fetch so that a call identical to the last one, started less than `windowMs` after it, shares that call's
 * answer (each caller reads its own copy). Calls with a body that is not text (a stream, a form object) are never merged.
 */
export function guardDuplicates(f: FetchLike, windowMs: number = TIMING.duplicateCallGuardMs, now: () => number = () => Date.now()): FetchLike {
  const recent = new Map<string, { at: number; answer: Promise<Response> }>();
  return (input, init) => {
    const body = init?.body ?? '';
    if (typeof body !== 'string') return f(input, init);
    const key = `${init?.method ?? 'GET'} ${input} ${body}`;
    const t = now();
    for (const [k, v] of recent) if (t - v.at >= windowMs) recent.delete(k);
    const hit = recent.get(key);
    if (hit) return hit.answer.then((r) => r.clone());
    // Any other call may change what a kept one would answer (a vote, then the tally read again): only a repeat with
    // nothing in between is merged.
    recent.clear();
    const answer = f(input, init);
    recent.set(key, { at: t, answer });
    // A failed call (no answer, or an error status) is not kept: a retry goes out.
    answer.then(
      (r) => !r.ok && recent.delete(key),
      () => recent.delete(key),
    );
    return answer.then((r) => r.clone());
  };
}
