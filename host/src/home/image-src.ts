import { getRuntimeConfig, resolveImageSrc, type ImageSiteContext } from '@app/shared';

/**
 * Where relative image paths are served from when the page runs on a private host (SPEC §5). The
 * runtime config has no image host of its own, so the API host stands in (decision: the backend
 * serves the media in every environment seen so far); the page's origin otherwise.
 */
function productionHost(origin: string): string {
  try {
    const api = getRuntimeConfig().apiBaseUrl;
    return /^https?:\/\//i.test(api) ? new URL(api).origin : origin;
  } catch {
    return origin; // before start-up (tests): the page's own origin
  }
}

/** SPEC §5 image-source resolution for the current page. */
export function imageSrc(src: unknown): string {
  const { origin, hostname } = window.location;
  const site: ImageSiteContext = { origin, hostname, productionHost: productionHost(origin) };
  return resolveImageSrc(src, site);
}
