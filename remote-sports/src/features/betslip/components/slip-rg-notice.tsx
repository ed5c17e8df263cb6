import { useTranslation } from '@app/shared/i18n';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import type { RgView } from '@app/shared/api/rg';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { rgLimitName } from '../lib/rg-limit-name';
import styles from './slip-contents.module.css';

/**
 * Responsible gambling in the slip (issue 18): during a break, until when; otherwise how much more
 * the tightest limit allows. Nothing for members without limits.
 */
export function SlipRgNotice({ rg }: { rg: RgView }) {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  const language = useAppStore((s) => s.language);
  if (rg.until !== null)
    return (
      <div className={styles.rgBreak} role="status" data-testid="slip-rg-break">
        <strong>{t('rg.break', { until: formatDateTimeWithYear(rg.until, language) })}</strong>
        <span>{t('rg.breakBody')}</span>
      </div>
    );
  if (!rg.allowance) return null;
  return (
    <p className={styles.rgAllowance} data-testid="slip-rg-allowance">
      {t('rg.allowance', {
        amount: fmt(rg.allowance.remaining),
        limit: rgLimitName(t, rg.allowance),
      })}
    </p>
  );
}
