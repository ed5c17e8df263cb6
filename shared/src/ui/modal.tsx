import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals with their nesting depth: only the top one reacts to Escape and Tab. */
const stack: Array<{ node: HTMLElement; depth: number }> = [];
/** How many modals enclose this one in the React tree (a child's effect runs before its parent's). */
const Depth = createContext(0);
/**
 * Where focus goes back to when a modal closes: set by the modal that closes, taken over by one that
 * opens in the same commit (a loading dialog replaced by the loaded one), so focus does not bounce to
 * the page and back — one move a screen reader announces instead of two, and one forced layout.
 */
let restoreTo: HTMLElement | null = null;

function isTop(node: HTMLElement): boolean {
  const deepest = Math.max(...stack.map((m) => m.depth));
  const top = stack.filter((m) => m.depth === deepest).pop();
  return top?.node === node;
}

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

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * The site's one modal dialog (host and remotes): aria-modal and labelled, focus moves in on open
 * (to `[data-autofocus]` first) and back on close, Tab and Shift+Tab stay inside, Escape closes the
 * top one only, the page behind does not scroll.
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
  const depth = useContext(Depth) + 1;
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previous = restoreTo ?? active;
    restoreTo = null;
    const entry = { node, depth };
    stack.push(entry);
    const first = node.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(node)[0];
    (first ?? node).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (e: KeyboardEvent) => {
      if (!isTop(node)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(node);
      if (items.length === 0) {
        e.preventDefault();
        node.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (!node.contains(active)) {
        e.preventDefault();
        firstItem.focus();
      } else if (e.shiftKey && (active === firstItem || active === node)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && active === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      const i = stack.lastIndexOf(entry);
      if (i >= 0) stack.splice(i, 1);
      document.body.style.overflow = overflow;
      // of modals closing together, the one whose element is still on the page (not the inner's)
      if (previous?.isConnected || !restoreTo) restoreTo = previous;
      // after the commit's other effects: a modal opening in the same commit takes `restoreTo`
      queueMicrotask(() => {
        const target = restoreTo;
        restoreTo = null;
        if (target?.isConnected) target.focus();
      });
    };
    // depth is fixed for a mounted modal
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <Depth.Provider value={depth}>{children}</Depth.Provider>
      </div>
    </div>,
    document.body,
  );
}
