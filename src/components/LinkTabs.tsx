// Link tabs: route tabs as a labelled nav of links, the current one marked aria-current="page" (not role=tab: each is a page).
import type { ReactNode } from 'react';
import type { LinkComponent } from './Button';
import './components.css';

export interface LinkTabItem {
  href: string;
  label: ReactNode;
  current?: boolean;
}

export function LinkTabs(props: {
  items: LinkTabItem[];
  /** Names the navigation landmark, e.g. the section title. */
  label: string;
  /** Router link for client-side navigation; a plain <a> otherwise. */
  linkComponent?: LinkComponent;
  className?: string;
}) {
  const Link = props.linkComponent;
  return (
    <nav aria-label={props.label} className={['ds-link-tabs', props.className].filter(Boolean).join(' ')}>
      <ul>
        {props.items.map((item) => {
          const linkProps = { href: item.href, className: 'ds-tab', 'aria-current': item.current ? ('page' as const) : undefined };
          return <li key={item.href}>{Link ? <Link {...linkProps}>{item.label}</Link> : <a {...linkProps}>{item.label}</a>}</li>;
        })}
      </ul>
    </nav>
  );
}
