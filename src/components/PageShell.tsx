// Common frame of a page: its heading (also the document title) and its content.
import { useEffect, type ReactNode } from 'react';

/** titleHidden: the page opens with its own picture (Home's hero); the heading stays for screen readers and the outline. */
export function PageShell({ title, titleHidden = false, children }: { title: string; titleHidden?: boolean; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | MetaWorld`;
  }, [title]);
  return (
    <section className="page">
      <h1 className={titleHidden ? 'page-title sr-only' : 'page-title'}>{title}</h1>
      {children}
    </section>
  );
}
