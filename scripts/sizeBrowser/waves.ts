// Groups a page's script requests into waves: how many round trips of "run a script, discover the next one" a first
// visit waits through, which a byte total alone does not show.

export interface ScriptFetch {
  url: string;
  /** Milliseconds since navigation start. */
  start: number;
  /** Milliseconds since navigation start; the response's last byte. */
  end: number;
  gzipBytes: number;
}

export interface Wave {
  start: number;
  end: number;
  requests: number;
  gzipBytes: number;
}

/**
 * A wave is a run of script requests in start order; a request starts a new wave when it starts more than `gapMs` after
 * every request of the current wave has finished. Such a request could not have been found from the HTML, a preload or
 * another script of that wave before they all arrived: something that came in had to run first (a dynamic import, a
 * call whose answer decides what to load). Requests started while any request of the wave is still in flight join it.
 */
export function waves(fetches: readonly ScriptFetch[], gapMs: number): Wave[] {
  const out: Wave[] = [];
  for (const f of [...fetches].sort((a, b) => a.start - b.start)) {
    const current = out.at(-1);
    if (current && f.start <= current.end + gapMs) {
      current.end = Math.max(current.end, f.end);
      current.requests += 1;
      current.gzipBytes += f.gzipBytes;
    } else {
      out.push({ start: f.start, end: f.end, requests: 1, gzipBytes: f.gzipBytes });
    }
  }
  return out;
}
