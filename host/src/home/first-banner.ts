import { resolveImageSrc } from '@app/shared/boot';
import type { Advert } from '@app/shared/api/promotion';
import { carouselAdverts } from './advert-order';
import { imageSite } from './image-site';

/**
 * The image address of the carousel's first banner in an adverts answer (its envelope), as the page
 * will ask for it; '' when there is none. Shared by the early script and the host's server.
 */
export function firstBannerSrc(
  body: unknown,
  apiBaseUrl: string,
  page: { origin: string; hostname: string },
): string {
  const list = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return '';
  const first = carouselAdverts(list as Advert[])[0];
  return resolveImageSrc(first?.imageUrl, imageSite(apiBaseUrl, page));
}
