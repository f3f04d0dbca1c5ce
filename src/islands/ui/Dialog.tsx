import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Esc, the backdrop's close, or a Cancel button. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons row. */
  footer?: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Esc and returns focus to
 * what opened it; the title labels it for screen readers.
 */
export function Dialog({ open, title, onClose, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <div className="dialog-body">{children}</div>
      {footer ? <div className="dialog-footer">{footer}</div> : null}
    </dialog>
  );
}
