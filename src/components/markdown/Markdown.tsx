// A body as staff or a user wrote it, shown only after the sanitiser (renderMarkdown.ts) made it inert.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderMarkdown, type BodyFormat } from './renderMarkdown';

export function Markdown({
  body,
  format,
  pictureHosts,
  className = 'news-body',
}: {
  body: string;
  format: BodyFormat;
  pictureHosts: string[];
  className?: string;
}) {
  const navigate = useNavigate();
  const origin = window.location.origin;
  const html = useMemo(() => renderMarkdown(body, format, { page: origin, pictures: [origin, ...pictureHosts] }), [body, format, origin, pictureHosts]);
  return (
    <div
      className={className}
      // The one place post HTML reaches the page: DOMPurify's output, never the raw body.
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        // A link to one of our pages navigates in the app, without a page load.
        const link = (event.target as Element).closest?.('a[href]');
        if (!link || link.getAttribute('target') || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const url = new URL(link.getAttribute('href')!, origin);
        if (url.origin !== origin) return;
        event.preventDefault();
        void navigate(url.pathname + url.search + url.hash);
      }}
    />
  );
}
