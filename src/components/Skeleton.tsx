// Skeleton: placeholder blocks while content loads; hidden from assistive technology (the loading region says aria-busy).
import type { CSSProperties } from 'react';
import './components.css';

export function Skeleton(props: {
  /** 'text' lines, a 'rect' (picture, card) or a 'circle' (avatar, icon). */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines; the last one is shorter, as a paragraph ends. */
  lines?: number;
  /** CSS lengths, e.g. '100%', '12rem'. */
  width?: string;
  height?: string;
  className?: string;
}) {
  const shape = props.shape ?? 'text';
  const style: CSSProperties = { width: props.width, height: props.height };
  const classes = ['ds-skeleton', `ds-skeleton-${shape}`, props.className].filter(Boolean).join(' ');
  if (shape !== 'text') return <span className={classes} style={style} aria-hidden="true" />;
  const lines = Math.max(1, props.lines ?? 1);
  return (
    <span className="ds-skeleton-lines" style={{ width: props.width }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={classes} style={{ height: props.height, width: lines > 1 && i === lines - 1 ? '60%' : undefined }} />
      ))}
    </span>
  );
}
