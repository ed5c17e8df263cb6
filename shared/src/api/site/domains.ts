import { REQUEST_TIMEOUT_MS, createHttp } from '@app/shared/client';

import type { DomainConfig } from '@app/shared/rules';

/** Its own instance: the config is read before the API base URL is known. */
export const domainHttp = createHttp({ timeout: REQUEST_TIMEOUT_MS });

/**
 * Fetches and decrypts the dynamic-domain config (sandbox: GET /api/platform/domains). Never
 * rejects: on any failure the default host is used for both base URLs.
 */
export async function loadDomainConfig(
  url: string,
  key: string,
  defaultHost: string,
): Promise<DomainConfig> {
  const [{ domainConfigFrom }, body] = await Promise.all([
    import('./domains-crypto'),
    domainHttp.get(url).then(
      (res) => res.data as unknown,
      () => null,
    ),
  ]);
  return domainConfigFrom(body, key, defaultHost);
}
