import type { ImageSiteContext } from '@app/shared/rules';

/**
 * Where relative image paths are served from when the page runs on a private host (SPEC §5). The
 * runtime config has no image host of its own, so the API host stands in (decision: the backend
 * serves the media in every environment seen so far); the page's origin otherwise.
 */
export function imageSite(
  apiBaseUrl: string | null,
  page: { origin: string; hostname: string },
): ImageSiteContext {
  const productionHost =
    apiBaseUrl && /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : page.origin;
  return { origin: page.origin, hostname: page.hostname, productionHost };
}
