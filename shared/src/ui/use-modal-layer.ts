import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type RefObject,
} from 'react';
import { inertOutside } from './inert-outside';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Open modal layers with their nesting depth: only the top one reacts to Escape and Tab. */
const stack: Array<{ node: HTMLElement; depth: number }> = [];
/** How many modal layers enclose this one in the React tree (a child's effect runs before its parent's). */
export const ModalDepth = createContext(0);
/**
 * Where focus goes back to when a layer closes: set by the layer that closes, taken over by one that
 * opens in the same commit (a loading dialog replaced by the loaded one), so focus does not bounce to
 * the page and back — one move a screen reader announces instead of two, and one forced layout.
 */
let restoreTo: HTMLElement | null = null;

function isTop(node: HTMLElement): boolean {
  const deepest = Math.max(...stack.map((m) => m.depth));
  const top = stack.filter((m) => m.depth === deepest).pop();
  return top?.node === node;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * The behaviour of a modal layer, for the shared `Modal` and for layers that draw their own box
 * (the games' launch sheet and game frame): focus moves in on open (to `[data-autofocus]` first)
 * and back on close, Tab and Shift+Tab stay inside, Escape closes the top layer only, the page
 * behind is inert and does not scroll. Returns the layer's depth, for `ModalDepth.Provider`.
 */
export function useModalLayer(ref: RefObject<HTMLElement | null>, onClose: () => void): number {
  const depth = useContext(ModalDepth) + 1;
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
    // a layer opening under one already open (a parent's effect runs after its child's) keeps
    // the child's layer usable and leaves it the focus
    const undoInert = inertOutside(node, (el) =>
      stack.some((m) => m.depth > depth && el.contains(m.node)),
    );
    if (isTop(node)) {
      const first = node.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(node)[0];
      (first ?? node).focus();
    }
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
      const current = document.activeElement;
      if (!node.contains(current)) {
        e.preventDefault();
        firstItem.focus();
      } else if (e.shiftKey && (current === firstItem || current === node)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && current === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      const i = stack.lastIndexOf(entry);
      if (i >= 0) stack.splice(i, 1);
      undoInert();
      document.body.style.overflow = overflow;
      // of layers closing together, the one whose element is still on the page (not the inner's)
      if (previous?.isConnected || !restoreTo) restoreTo = previous;
      // after the commit's other effects: a layer opening in the same commit takes `restoreTo`
      queueMicrotask(() => {
        const target = restoreTo;
        restoreTo = null;
        if (target?.isConnected) target.focus();
      });
    };
    // depth is fixed for a mounted layer, the node for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return depth;
}
