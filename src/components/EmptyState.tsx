// EmptyState: what a list or page shows when it has nothing yet (title, explanation, optional next step).
import type { ReactNode } from 'react';
import './components.css';

export function EmptyState(props: {
  title: ReactNode;
  text?: ReactNode;
  /** The next step, usually a Button (e.g. 'Go to the marketplace'). */
  action?: ReactNode;
  /** Decorative picture or glyph. */
  icon?: ReactNode;
  /** Heading level to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${props.headingLevel ?? 2}` as const;
  return (
    <div className={['ds-empty', props.className].filter(Boolean).join(' ')}>
      {props.icon !== undefined && (
        <div className="ds-empty-icon" aria-hidden="true">
          {props.icon}
        </div>
      )}
      <Heading className="ds-empty-title">{props.title}</Heading>
      {props.text !== undefined && <p className="ds-empty-text">{props.text}</p>}
      {props.action !== undefined && <div className="ds-empty-action">{props.action}</div>}
    </div>
  );
}
