// Accessible modal built on the native <dialog>: the page behind is inert, focus stays inside, Esc asks to cancel.
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function Dialog(props: {
  title: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Esc and the backdrop call this; the machine decides whether the dialog may close. */
  onCancel?: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** 'wide' for popups that list cards (the staking popup). */
  size?: 'wide';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const { onCancel } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The browser would close the dialog on Esc by itself; the machine owns that decision instead.
    const cancel = (e: Event) => {
      e.preventDefault();
      onCancel?.();
    };
    dialog.addEventListener('cancel', cancel);
    return () => dialog.removeEventListener('cancel', cancel);
  }, [onCancel]);

  return (
    <dialog
      ref={ref}
      className={props.size === 'wide' ? 'dialog dialog-wide' : 'dialog'}
      role={props.role ?? 'dialog'}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClick={(e) => {
        if (e.target === e.currentTarget) onCancel?.();
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <div id={bodyId}>{props.children}</div>
      <div className="dialog-actions">{props.actions}</div>
    </dialog>
  );
}
