import { useTranslation } from '@app/shared/i18n';
import { formatDateTimeWithYear, formatMoney } from '@app/shared/rules';
import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_SELF_EXCLUSIONS,
  RG_TIMEOUTS,
  type RgAuditEntry,
  type RgExclusionPeriod,
  type RgLimitKind,
  type RgPeriod,
} from '@app/shared/api/rg';
import { useAppStore } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import { BREAK_NAME, LIMIT_NAME } from '../rg-labels';

const BREAKS: readonly RgExclusionPeriod[] = [...RG_TIMEOUTS, ...RG_SELF_EXCLUSIONS];

const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);
const numberOr = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * What an audit entry changed, in the UI language, read from its fields (the server's `detail`
 * text is English): limit (`to` the new amount or null to remove, `effect` applied | pending |
 * pending-cancelled, `effectiveAt` while it waits), limit-applied, reality-check (`to` minutes) and
 * exclusion (period, until). Anything else says that a setting changed.
 */
export function AuditEntryText({ entry }: { entry: RgAuditEntry }) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const d = entry.detail;
  const date = (ms: number) => formatDateTimeWithYear(ms, language);

  if ((entry.action === 'limit' || entry.action === 'limit-applied') && isLimit(d)) {
    const limit = t(LIMIT_NAME[d.kind][d.period]);
    const amount = numberOr(d.to);
    const from = numberOr(d.effectiveAt);
    if (entry.action === 'limit-applied')
      return amount === null
        ? t('rg.audit.removalApplied', { limit })
        : t('rg.audit.limitApplied', { limit, amount: formatMoney(amount) });
    if (d.effect === 'pending-cancelled') return t('rg.audit.pendingCancelled', { limit });
    if (d.effect === 'pending' && from !== null)
      return amount === null
        ? t('rg.audit.removalScheduled', { limit, date: date(from) })
        : t('rg.audit.limitScheduled', { limit, amount: formatMoney(amount), date: date(from) });
    return amount === null
      ? t('rg.audit.limitRemoved', { limit })
      : t('rg.audit.limitSet', { limit, amount: formatMoney(amount) });
  }
  if (entry.action === 'reality-check' && typeof d.to === 'number')
    return d.to > 0 ? t('rg.audit.realityOn', { n: d.to }) : t('rg.audit.realityOff');
  if (entry.action === 'exclusion' && oneOf(BREAKS, d.period)) {
    const until = numberOr(d.until);
    const values = { period: t(BREAK_NAME[d.period]), date: until === null ? '--' : date(until) };
    return oneOf(RG_TIMEOUTS, d.period)
      ? t('rg.audit.timeout', values)
      : t('rg.audit.selfExclusion', values);
  }
  return t('rg.audit.other');
}

function isLimit(
  d: Record<string, unknown>,
): d is Record<string, unknown> & { kind: RgLimitKind; period: RgPeriod } {
  return oneOf(RG_LIMIT_KINDS, d.kind) && oneOf(RG_PERIODS, d.period);
}
