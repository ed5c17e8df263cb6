import { useTranslation } from '@app/shared/i18n';
import { RG_REALITY_CHECK_CHOICES } from '@app/shared/api/rg';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { saveErrorText } from '../api/save-error';
import { useSetRealityCheck } from '../api/use-rg-changes';
import { HistoryLink } from './history-link';
import styles from './rg.module.css';

/** The reality-check interval, saved as soon as it is chosen. */
export function RealityCheckField({ minutes }: { minutes: number }) {
  const { t } = useTranslation(NS);
  const save = useSetRealityCheck();
  const shown = save.isPending ? save.variables : minutes;
  return (
    <section className={`${ui.panel} ${styles.card}`} aria-labelledby="rg-reality-title">
      <div>
        <h2 id="rg-reality-title" className={ui.panelTitle}>
          {t('rg.reality.title')}
        </h2>
        <p className={ui.muted}>{t('rg.reality.help')}</p>
      </div>
      <label className={ui.field}>
        {t('rg.reality.label')}
        <select
          className={`${ui.input} ${styles.select}`}
          value={shown}
          disabled={save.isPending}
          onChange={(e) => save.mutate(Number(e.target.value))}
          data-testid="rg-reality-select"
        >
          {RG_REALITY_CHECK_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? t('rg.reality.off') : t('rg.reality.every', { n })}
            </option>
          ))}
        </select>
      </label>
      {save.isError && (
        <p className={ui.fail} role="alert">
          {saveErrorText(save.error, t('rg.saveFailed'))}
        </p>
      )}
      {save.isSuccess && (
        <p className={ui.ok} role="status">
          {t('rg.reality.saved')}
        </p>
      )}
      <HistoryLink />
    </section>
  );
}
