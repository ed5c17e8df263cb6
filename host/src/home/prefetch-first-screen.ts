import type { QueryClient } from '@tanstack/react-query';
import { siteQueries } from '@app/shared/api/site';
import { imageSrc } from './image-src';
import { carouselAdverts } from './use-home-data';

/**
 * The home page's largest paint is the first advert banner. Its chain would be config → i18n and
 * registry → render → adverts call → image; here the call starts as soon as the config is read, and
 * the image as soon as the call answers, in parallel with the rest of start-up. The page then finds
 * both in the query cache and the browser cache.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  if (pathname !== '/') return;
  void queryClient
    .fetchQuery(siteQueries.adverts())
    .then((list) => {
      const url = imageSrc(carouselAdverts(list)[0]?.imageUrl);
      if (!url) return;
      const img = new Image();
      img.fetchPriority = 'high';
      img.src = url;
    })
    .catch(() => undefined); // the page shows the error and its Retry
}
