import { type ReactNode, useEffect, useId, useRef } from 'react';

import type { FocusCandidate } from '../../client/browser/focus';
import { useFocusTrap } from '../hooks/use-focus-trap';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Esc, the backdrop's close, or a Cancel button. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons row. */
  footer?: ReactNode;
  /** Where focus goes on closing when the control that opened it is gone (an action that removed it). */
  returnTo?: FocusCandidate[];
}

/**
 * A modal on the native <dialog>: Esc closes it, Tab stays inside (the shared focus trap), and
 * focus returns to what opened it or to `returnTo`; the title labels it for screen readers.
 */
export function Dialog({ open, title, onClose, children, footer, returnTo }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Before showModal, so the trap sees what opened the dialog.
  useFocusTrap(ref, open, { returnTo });
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
