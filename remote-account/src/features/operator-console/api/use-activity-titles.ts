import { useQuery } from '@app/shared/client';
import type { LocalizedLabel } from '@app/shared/federation';
import { useAppStore } from '@app/shared/store';
import { readBuild } from './operator-api';
import { useRegistry } from './use-operator';

export type ActivityTitleOf = (key: string) => string;

/** Activity key → its name in every language, from the `title` each remote's manifest gives its routes. */
export async function readActivityTitles(
  manifests: string[],
): Promise<Map<string, LocalizedLabel>> {
  const builds = await Promise.all(manifests.map((m) => readBuild(m).catch(() => null)));
  const titles = new Map<string, LocalizedLabel>();
  for (const build of builds)
    for (const route of build?.routes ?? [])
      if (route.activityKey && route.title && !titles.has(route.activityKey))
        titles.set(route.activityKey, route.title);
  return titles;
}

/** The operator's name for an activity, in the console's language; `fallback` while no manifest names it. */
export function useActivityTitle(fallback: (key: string) => string): ActivityTitleOf {
  const language = useAppStore((s) => s.language).toLowerCase() as keyof LocalizedLabel;
  const registry = useRegistry();
  const manifests = (registry.data?.remotes ?? []).map((r) => r.manifest);
  const titles = useQuery({
    queryKey: ['operator', 'activity-titles', manifests],
    queryFn: () => readActivityTitles(manifests),
    enabled: manifests.length > 0,
    retry: false,
  });
  return (key) => {
    const title = titles.data?.get(key);
    return title ? (title[language] ?? title.en) : fallback(key);
  };
}
