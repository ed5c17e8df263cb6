import { useTranslation } from '@app/shared/i18n';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { useRgState } from '@app/shared/api/rg';
import { NS } from '../i18n/namespace';
import ui from './ui.module.css';

/** The id claim buttons point at (aria-describedby) while a break disables them. */
export const RG_BREAK_NOTICE_ID = 'activity-rg-break';

/** During a time-out or self-exclusion: until when, and that promotions wait until then. */
export function RgBreakNotice() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const { until } = useRgState();
  if (until === null) return null;
  return (
    <div
      className={ui.rgBreak}
      role="status"
      id={RG_BREAK_NOTICE_ID}
      data-testid="activity-rg-break"
    >
      <strong>{t('rg.break', { until: formatDateTimeWithYear(until, language) })}</strong>
      <span>{t('rg.breakBody')}</span>
    </div>
  );
}
