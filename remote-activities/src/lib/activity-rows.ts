import type { ActivityDef, ActivityTitle, Mechanic, ThemeName } from './catalog';

// How a row of the activity catalog is written (activity-table.ts, themed-promotions.ts).

export const t = (en: string, vi: string, zh: string, th?: string): ActivityTitle =>
  th ? { en, vi, 'zh-cn': zh, th } : { en, vi, 'zh-cn': zh };

/** A themed promotion page of SPEC §2: one path, its key is the path without the slash. */
export const themed = (
  path: string,
  mechanic: Mechanic,
  theme: ThemeName,
  title: ActivityTitle,
  extra: Partial<Pick<ActivityDef, 'schedule' | 'gateway'>> = {},
): ActivityDef => ({
  ...extra,
  id: path.slice(1),
  paths: [path],
  activityKey: path.slice(1),
  mechanic,
  theme,
  title,
});

export const page = (
  id: string,
  paths: readonly string[],
  mechanic: Mechanic,
  theme: ThemeName,
  title: ActivityTitle,
  extra: Partial<Pick<ActivityDef, 'readsQuery' | 'vietnam'>> = {},
): ActivityDef => ({ id, paths, activityKey: id, mechanic, theme, title, ...extra });
