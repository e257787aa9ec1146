// The profile's fields as a definition list. Values are what the user wrote, shown as React text: characters like
// < & " appear as typed, and no markup in them is read (no sanitizer that would turn them into entities or drop them).
import type { ReactNode } from 'react';

export type ProfileRow = [key: string, label: ReactNode, value: string | undefined];

export function ProfileList({ rows }: { rows: readonly ProfileRow[] }) {
  return (
    <dl className="profile-list">
      {rows
        .filter(([, , value]) => value)
        .map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-field={key}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
