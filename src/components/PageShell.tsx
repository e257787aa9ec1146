// Common frame of a page: its heading (also the document title) and its content.
import { useEffect, type ReactNode } from 'react';

export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | MetaWorld`;
  }, [title]);
  return (
    <section className="page">
      <h1 className="page-title">{title}</h1>
      {children}
    </section>
  );
}
