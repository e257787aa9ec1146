// Card: a surface with an optional picture, heading, body and footer actions; named by its heading when it has one.
import { type ReactNode, useId } from 'react';
import './components.css';

export function Card(props: {
  title?: ReactNode;
  /** Heading level for the title, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** A picture or illustration above the title; give it its own alt text (or alt="" when decorative). */
  media?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** 'article' for a self-contained item (a LAND, a news post), 'section' for a part of the page, 'div' for layout only. */
  as?: 'article' | 'section' | 'div';
  /** Selected or highlighted (e.g. a chosen LAND); shown with a border, not colour alone. */
  selected?: boolean;
  className?: string;
}) {
  const titleId = useId();
  const Tag = props.as ?? 'article';
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const classes = ['ds-card', props.selected ? 'ds-card-selected' : '', props.className].filter(Boolean).join(' ');
  return (
    <Tag className={classes} aria-labelledby={props.title !== undefined && Tag !== 'div' ? titleId : undefined}>
      {props.media !== undefined && <div className="ds-card-media">{props.media}</div>}
      {props.title !== undefined && (
        <Heading id={titleId} className="ds-card-title">
          {props.title}
        </Heading>
      )}
      {props.children !== undefined && <div className="ds-card-body">{props.children}</div>}
      {props.footer !== undefined && <div className="ds-card-footer">{props.footer}</div>}
    </Tag>
  );
}
