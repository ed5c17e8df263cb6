// The bundle inlined after the prerendered #app (see prerender-language.ts).
import { placePrerender } from './prerender-language';

try {
  placePrerender(document, window.location);
} catch {
  // never break the page: the app renders from scratch when the prerender is not in place
}
