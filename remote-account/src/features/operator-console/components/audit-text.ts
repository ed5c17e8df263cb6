import type { TFunction } from 'i18next';
import type { NS } from '../../../i18n/namespace';
import { formatMoney } from '@app/shared/rules';
import { formatDateTime } from '../../../lib/locale';
import type { AuditEntry } from '../api/operator-api';
import type { ActivityTitleOf } from '../api/use-activity-titles';
import { APP_NAME_KEYS } from './app-name-keys';

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null ? (v as Rec) : {});
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const text = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';

const ACTIONS = {
  'registry.save': 'console.auditLog.action.registrySave',
  'ban.batchUnban': 'console.auditLog.action.banUnban',
  'maintenance.start': 'console.auditLog.action.maintenanceStart',
  'maintenance.end': 'console.auditLog.action.maintenanceEnd',
  'withdrawal.approve': 'console.auditLog.action.withdrawalApprove',
  'withdrawal.reject': 'console.auditLog.action.withdrawalReject',
  'release.register': 'console.auditLog.action.releaseRegister',
  'release.rollback': 'console.auditLog.action.releaseRollback',
  'release.activate': 'console.auditLog.action.releaseActivate',
} as const;
type Action = keyof typeof ACTIONS;

type DetailKey =
  | 'sectionsOff'
  | 'allSectionsOn'
  | 'activitiesOff'
  | 'allActivitiesOn'
  | 'unban'
  | 'maintenanceStart'
  | 'maintenanceEnd'
  | 'withdrawalApprove'
  | 'withdrawalReject'
  | 'releaseRegister'
  | 'releaseMove'
  | 'releaseFirst'
  | 'none';

const SCOPES = {
  site: 'console.scope.site',
  sports: 'console.scope.sports',
  lobby: 'console.scope.lobby',
  game: 'console.scope.game',
} as const;

const pick = <T extends object>(table: T, key: string): T[keyof T] | undefined =>
  Object.hasOwn(table, key) ? table[key as keyof T] : undefined;

/** The audit row's action and detail as the operator reads them, in the console's language. */
export function auditText(
  t: TFunction<typeof NS>,
  entry: AuditEntry,
  titleOf: ActivityTitleOf,
  language: string,
): { action: string; detail: string } {
  const action = Object.hasOwn(ACTIONS, entry.action) ? (entry.action as Action) : null;
  const d = rec(entry.detail);
  const remote = (id: unknown) => {
    const key = pick(APP_NAME_KEYS, text(id));
    return key ? t(key) : text(id);
  };
  const scope = () => {
    const label = t(pick(SCOPES, text(d.scope)) ?? SCOPES.site);
    return d.targetId ? `${label} #${text(d.targetId)}` : label;
  };
  const list = (items: string[]) => items.join(', ');
  const k = (key: DetailKey, values?: Record<string, string | number>) =>
    t(`console.auditLog.detail.${key}`, values ?? {});
  const detail = (): string => {
    switch (action) {
      case 'registry.save': {
        const off = strings(d.remotes)
          .filter((r) => r.endsWith(':off'))
          .map((r) => remote(r.slice(0, -4)));
        const activities = strings(d.activitiesOff).map(titleOf);
        return [
          off.length ? k('sectionsOff', { list: list(off) }) : k('allSectionsOn'),
          activities.length ? k('activitiesOff', { list: list(activities) }) : k('allActivitiesOn'),
        ].join(' ');
      }
      case 'ban.batchUnban':
        return k('unban', { count: Array.isArray(d.ids) ? d.ids.length : 0 });
      case 'maintenance.start':
        return k('maintenanceStart', {
          scope: scope(),
          start: formatDateTime(d.start, language),
          end: formatDateTime(d.end, language),
        });
      case 'maintenance.end':
        return k('maintenanceEnd', { scope: scope() });
      case 'withdrawal.approve':
        return k('withdrawalApprove', {
          reference: text(d.reference),
          amount: formatMoney(d.amount),
        });
      case 'withdrawal.reject':
        return k('withdrawalReject', { reference: text(d.reference), reason: text(d.reason) });
      case 'release.register':
        return k('releaseRegister', { remote: remote(d.remote), build: text(d.buildId) });
      case 'release.rollback':
      case 'release.activate':
        return d.from
          ? k('releaseMove', { remote: remote(d.remote), from: text(d.from), to: text(d.to) })
          : k('releaseFirst', { remote: remote(d.remote), to: text(d.to) });
      default:
        return k('none');
    }
  };
  return {
    action: t(action ? ACTIONS[action] : 'console.auditLog.action.other'),
    detail: detail(),
  };
}
