// A wide table's frame: on a narrow screen the table scrolls sideways inside it, never the page; reachable by keyboard
// (a focusable, named region) so the hidden columns can be scrolled to without a pointer.
import type { ReactNode } from 'react';
import './components.css';

export function TableScroll(props: { label: string; children: ReactNode }) {
  return (
    // A scrollable region takes focus so it can be scrolled by keyboard.
    <div className="ds-table-scroll" role="region" aria-label={props.label} tabIndex={0}>
      {props.children}
    </div>
  );
}
