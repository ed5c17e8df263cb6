/**
 * What the early paint (early-paint.ts, inlined into index.html) and the app agree on: which
 * prerendered skeletons it filled with the first answers, and which of its images finished loading.
 * Kept small: both bundles include it.
 */

/** The first-screen sections the early paint can fill (the attribute their skeletons carry). */
export type EarlySection = 'banner' | 'bar' | 'hot';
export const EARLY_SECTION_ATTR = 'data-early';
/** The attribute that names a section's skeleton (spread on it: `{...earlySlot('bar')}`). */
export const earlySlot = (section: EarlySection): Record<string, string> => ({
  [EARLY_SECTION_ATTR]: section,
});
/** Set on a section's skeleton once the early paint filled it. */
export const EARLY_PAINTED_ATTR = 'data-early-painted';
/** Set on the app's container when the app starts hydrating: from then on React owns the DOM. */
export { EARLY_CLOSED_ATTR } from '@app/shared/boot';

/** The route slot of the prerendered layout that a remote's early painter fills (routing/early-route.ts). */
export const EARLY_ROUTE_ATTR = 'data-early-route';
/** On `#app` while it holds the prerendered layout of a page other than `/` (its language as value). */
export const ROUTE_SHELL_DATA = 'routeShell';

const IMAGES_KEY = '__earlyImages';

function imageSet(): Set<string> | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as Record<string, Set<string> | undefined>;
  w[IMAGES_KEY] ??= new Set();
  return w[IMAGES_KEY];
}

/** Records an image the early paint showed, so the app shows it at once instead of loading it again. */
export function rememberEarlyImage(url: string): void {
  imageSet()?.add(url);
}

export function earlyImageLoaded(url: string): boolean {
  return imageSet()?.has(url) ?? false;
}

/** The skeleton of `section` when the early paint filled it, else null. */
export function earlyPaintedSection(doc: Document, section: EarlySection): Element | null {
  return doc.querySelector(`[${EARLY_SECTION_ATTR}="${section}"][${EARLY_PAINTED_ATTR}]`);
}
