// One number per mount of a page: its flow fetches again and logs a visit for a new one, while StrictMode's second run
// of the effects (same mount, same state) sends the same number and changes nothing.
import { useState } from 'react';

let last = 0;
const next = () => (last += 1);

export function useVisit(): number {
  const [visit] = useState(next);
  return visit;
}
