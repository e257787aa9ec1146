// Button: the design system's one button (primary, secondary, ghost, bare; three sizes), also rendered as a link, with a busy state.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentType, MouseEvent, ReactNode } from 'react';
import './components.css';

/** A link element for client-side navigation, e.g. `({ href, ...p }) => <Link to={href} {...p} />` around react-router. */
export type LinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

interface CommonProps {
  /**
   * 'bare' draws nothing of its own: for controls whose look belongs to their place (the map's zoom and layer toggles, the
   * top bar's menu toggle), styled by `className`, while keeping the one button's behaviour (type, busy, disabled).
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'bare';
  size?: 'sm' | 'md' | 'lg';
  /** Work in progress: the control stays focusable (a disabled button would drop focus) but ignores clicks. */
  busy?: boolean;
  /** Shown instead of the children while busy (e.g. 'Staking…'); the children stay otherwise. */
  busyLabel?: ReactNode;
  disabled?: boolean;
  /** Decorative; give the button a text child or an aria-label. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

type ButtonProps = CommonProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { href?: undefined };
type LinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & {
    href: string;
    /** Renders the link through the router instead of a full page load. */
    linkComponent?: LinkComponent;
    /** Opens in a new tab, without giving the opened page a handle on this one. */
    external?: boolean;
  };

export function Button(props: ButtonProps | LinkProps) {
  const { variant = 'secondary', size = 'md', busy = false, busyLabel, disabled = false, icon, className, children, ...rest } = props;
  const look = variant === 'bare' ? [] : ['ds-button', `ds-button-${variant}`, `ds-button-${size}`];
  const classes = [...look, className].filter(Boolean).join(' ') || undefined;
  const content = (
    <>
      {busy ? (
        <span className="ds-spinner" aria-hidden="true" />
      ) : icon ? (
        <span className="ds-button-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </>
  );
  const blockWhileBusy = (e: MouseEvent) => {
    if (!busy) return false;
    e.preventDefault();
    return true;
  };

  if (typeof rest.href === 'string') {
    const { href, linkComponent: Link, external, onClick, ...anchor } = rest as Omit<LinkProps, keyof CommonProps>;
    if (disabled) {
      // A link without href is not focusable or followable; role keeps it announced as a (dimmed) link.
      return (
        <a {...anchor} role="link" aria-disabled="true" className={classes}>
          {content}
        </a>
      );
    }
    const linkProps = {
      ...anchor,
      href,
      className: classes,
      'aria-busy': busy || undefined,
      'aria-disabled': busy || undefined,
      ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      onClick: (e: MouseEvent<HTMLAnchorElement>) => {
        if (!blockWhileBusy(e)) onClick?.(e);
      },
    };
    return Link && !external ? <Link {...linkProps}>{content}</Link> : <a {...linkProps}>{content}</a>;
  }

  const { type = 'button', onClick, ...button } = rest as Omit<ButtonProps, keyof CommonProps>;
  return (
    <button
      {...button}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(e) => {
        if (!blockWhileBusy(e)) onClick?.(e);
      }}
    >
      {content}
    </button>
  );
}
