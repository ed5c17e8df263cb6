/** Elements made inert by open layers, with how many layers hold each (nested modals share some). */
const held = new Map<Element, number>();

/**
 * The attribute of what stays usable behind a modal: the host's notification root, whose toasts
 * (a wrong password said while the login dialog is open) must still be read and dismissed.
 */
export const MODAL_KEEP_ATTRIBUTE = 'data-modal-keep';

/** Elements that render nothing: no need to mark them. */
const NOT_RENDERED = new Set(['script', 'style', 'template', 'link', 'meta', 'noscript']);

/**
 * Makes everything on the page but `node` (and what holds it) inert: every sibling of `node` and
 * of each of its ancestors up to `<body>` gets the `inert` attribute, so the page behind a modal
 * takes no focus, no click and is hidden from assistive technology, as the native `<dialog>`'s
 * `showModal()` would make it (issue 49 #12). Works for a modal portalled into `<body>` and for
 * one rendered in place (a remote's full-screen layer). `keep` spares a sibling (one holding a
 * layer above this one), and so does {@link MODAL_KEEP_ATTRIBUTE}. Returns the undo; an element stays inert while another layer holds it,
 * and one made inert by someone else is never touched.
 */
export function inertOutside(node: HTMLElement, keep: (el: Element) => boolean): () => void {
  const mine: Element[] = [];
  for (let el: Element = node; el.parentElement && el !== document.body; el = el.parentElement) {
    for (const sibling of Array.from(el.parentElement.children)) {
      if (
        sibling === el ||
        NOT_RENDERED.has(sibling.localName) ||
        sibling.hasAttribute(MODAL_KEEP_ATTRIBUTE) ||
        keep(sibling)
      )
        continue;
      const count = held.get(sibling);
      if (count === undefined && sibling.hasAttribute('inert')) continue;
      held.set(sibling, (count ?? 0) + 1);
      sibling.setAttribute('inert', '');
      mine.push(sibling);
    }
  }
  return () => {
    for (const el of mine) {
      const count = (held.get(el) ?? 1) - 1;
      if (count > 0) held.set(el, count);
      else {
        held.delete(el);
        el.removeAttribute('inert');
      }
    }
  };
}
