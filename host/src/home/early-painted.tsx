import { createElement } from 'react';

/** Markup React must neither compare nor replace (an empty inner HTML is never written over it). */
const KEEP = { __html: '' };

/**
 * Stands where the early script painted a section's first answer (boot/early-paint.ts): hydration
 * adopts the element as it is now, without comparing its content, and later renders leave it alone,
 * until the section renders its own content in its place (another component: a new element).
 */
export function EarlyPainted({
  as,
  className,
}: {
  as: 'div' | 'ul';
  className: string | undefined;
}) {
  return createElement(as, {
    className,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: KEEP,
  });
}
