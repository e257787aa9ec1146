// Unix seconds to and from the value of a datetime-local input, in the browser's own time zone.

const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(sec: number | null): string {
  if (sec === null) return '';
  const d = new Date(sec * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** null for an empty or incomplete input. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

export const nowSec = () => Math.floor(Date.now() / 1000);
