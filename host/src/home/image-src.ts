import { getRuntimeConfig } from '@app/shared/client';
import { resolveImageSrc } from '@app/shared/rules';
import { pageLocation } from '../platform/page-location';
import { imageSite } from './image-site';

function apiBaseUrl(): string | null {
  try {
    return getRuntimeConfig().apiBaseUrl;
  } catch {
    return null; // before start-up (tests): the page's own origin
  }
}

/** SPEC §5 image-source resolution for the current page. */
export function imageSrc(src: unknown): string {
  return resolveImageSrc(src, imageSite(apiBaseUrl(), pageLocation()));
}
