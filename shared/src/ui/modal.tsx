import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalDepth, useModalLayer } from './use-modal-layer';
import styles from './modal.module.css';

export interface ModalProps {
  /** id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  onClose(): void;
  children: ReactNode;
  /** alertdialog for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Clicking the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  testId?: string;
  /** Extra class of the dialog box (its own padding, width through --modal-width). */
  className?: string;
}

/**
 * The site's one modal dialog (host and remotes): aria-modal and labelled, focus moves in on open
 * (to `[data-autofocus]` first) and back on close, Tab and Shift+Tab stay inside, Escape closes the
 * top one only, the page behind is inert and does not scroll (`useModalLayer`).
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  children,
  role = 'dialog',
  closeOnBackdrop = true,
  testId,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const depth = useModalLayer(ref, onClose);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
      >
        <ModalDepth.Provider value={depth}>{children}</ModalDepth.Provider>
      </div>
    </div>,
    document.body,
  );
}
