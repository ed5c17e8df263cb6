import type { ActivityRules, ServerActivity } from '@app/shared/api/promotion';
import type { ActivityDef, Mechanic } from './catalog';

/** The server's activity types and the mechanic each one runs. */
const BY_SERVER_TYPE: Readonly<Record<string, Mechanic>> = {
  turntable: 'wheel',
  deposit: 'progress',
  giftPack: 'giftBox',
  giftBox: 'giftBox',
  sign: 'signIn',
  rebate: 'rebate',
  match: 'prediction',
  rank: 'ranking',
  invite: 'invite',
};

/**
 * The server activity that carries a mechanic for pages the server does not list by their own key
 * (the sandbox runs one activity per mechanic; an operator backend runs one per page). Never a
 * gift: a gift page without its own activity has nothing to open, rather than the new-member gift
 * pack (issue 53 #4).
 */
const CARRIER: Readonly<Partial<Record<Mechanic, string>>> = {
  wheel: 'luckyWheel',
  progress: 'firstcharge',
  signIn: 'sign-activity',
  rebate: 'rebate-activity',
  prediction: 'FifaActivityVi',
};

export interface ResolvedActivity {
  mechanic: Mechanic;
  /** The server activity the page's calls go to (null: the mechanic needs none). */
  activityId: number | null;
  /** The server's fixed reward, if it states one. */
  bonus: number | null;
  /** Who may claim and how often, when the page's own activity states it. */
  rules: ActivityRules | null;
}

/** Whether a server activity is this page's own: by its key or one of its aliases. */
export function isOwnActivity(a: ServerActivity, key: string): boolean {
  return a.key === key || (a.aliases ?? []).includes(key);
}

export function mechanicOfType(type: string | null | undefined): Mechanic | undefined {
  return type && Object.hasOwn(BY_SERVER_TYPE, type) ? BY_SERVER_TYPE[type] : undefined;
}

/**
 * Which mechanic a page runs and against which server activity: the server's own activity for the
 * page (matched by key, or by the `activityId` of the link) decides by its type; otherwise the
 * catalog's mechanic, carried by the server activity of that type.
 */
export function resolveActivity(
  def: ActivityDef,
  server: readonly ServerActivity[] | undefined,
  linkedId?: number,
): ResolvedActivity {
  const list = server ?? [];
  const own =
    (linkedId !== undefined ? list.find((a) => a.id === linkedId) : undefined) ??
    list.find((a) => isOwnActivity(a, def.activityKey));
  const ownMechanic = mechanicOfType(own?.type);
  if (own && ownMechanic) {
    const rules = own.rules ?? null;
    return { mechanic: ownMechanic, activityId: own.id, bonus: own.bonus ?? null, rules };
  }
  const carrierKey = CARRIER[def.mechanic];
  const carrier = carrierKey ? list.find((a) => a.key === carrierKey) : undefined;
  return {
    mechanic: def.mechanic,
    activityId: carrier?.id ?? null,
    bonus: carrier?.bonus ?? null,
    rules: null,
  };
}
