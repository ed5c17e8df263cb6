import { useQuery, getRuntimeConfig, http } from '@app/shared/client';
import { RegistrySchema } from '@app/shared/federation';
import { activityOfPath } from './catalog';

/**
 * The registry's per-activity toggles (`activities: { key: boolean }`), read with the shared HTTP
 * client. Accepts the backend's `{ code, data }` envelope or a plain registry document.
 */
export async function fetchActivityToggles(): Promise<Record<string, boolean>> {
  const res = await http.get<unknown>(getRuntimeConfig().registryUrl);
  const body = res.data;
  const candidate =
    body && typeof body === 'object' && 'remotes' in body
      ? body
      : (body as { data?: unknown } | null)?.data;
  const parsed = RegistrySchema.safeParse(candidate);
  if (!parsed.success) throw new Error('The remote registry is not valid');
  return parsed.data.activities;
}

/** An activity is on unless the operator set its key to false. */
export function isActivityOn(toggles: Record<string, boolean> | undefined, key: string): boolean {
  return toggles?.[key] !== false;
}

/**
 * Whether an advert's link may be shown: links to an activity the operator switched off may not
 * (issue 53 #3; the server leaves them out too, this covers a cached or static answer).
 */
export function isLinkOn(toggles: Record<string, boolean> | undefined, link: string): boolean {
  const def = activityOfPath(link);
  return def === undefined || isActivityOn(toggles, def.activityKey);
}

/** The registry's activity toggles; read once per page load, refreshed after 30 s. */
export function useActivityToggles() {
  return useQuery({
    queryKey: ['activities', 'toggles'],
    queryFn: fetchActivityToggles,
    staleTime: 30_000,
    retry: 1,
    retryDelay: 200,
  });
}
