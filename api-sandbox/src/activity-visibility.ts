import type { Ctx } from './context';
import { activityKeyOfLink, activityToggles } from './activity-toggles';
import { isLive } from './activity-windows';
import { ACTIVITIES, type SandboxActivity } from './seed/activities';
import { readRegistry } from './registry';

/** The activity a registry key names: its own page or one of its aliases. */
export function activityOfKey(key: string): SandboxActivity | undefined {
  const k = key.toLowerCase();
  return ACTIVITIES.find(
    (a) => a.key.toLowerCase() === k || a.aliases?.some((x) => x.toLowerCase() === k),
  );
}

export interface ActivityVisibility {
  /** Whether the page of this key (null: not an activity's) is offered now. */
  visible: (key: string | null) => boolean;
  /** The same for an advert's link. */
  linkVisible: (link: string) => boolean;
}

/**
 * The one rule of what the promotion answers offer now (issue 53 #3, #5): an activity is shown
 * when the super admin has not switched it off and, if seasonal, its window holds the sandbox
 * clock's now. The activity list, the banners, the popups and the claims all ask this.
 */
export function activityVisibility(ctx: Ctx): ActivityVisibility {
  const on = activityToggles(ctx);
  const now = ctx.clock.now();
  const visible = (key: string | null) =>
    key === null || (on(key) && isLive(activityOfKey(key)?.window, now));
  const keys = [
    ...Object.keys(readRegistry(ctx.db, ctx.config).activities),
    ...ACTIVITIES.flatMap((a) => [a.key, ...(a.aliases ?? [])]),
  ];
  return { visible, linkVisible: (link) => visible(activityKeyOfLink(link, keys)) };
}
