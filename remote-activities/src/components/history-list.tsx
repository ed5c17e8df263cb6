import type { TFunction } from 'i18next';
import { useTranslation } from '@app/shared/i18n';
import { formatDayTime, formatMoney, parseIsoStrict } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { NS } from '../i18n/namespace';
import ui from './ui.module.css';

function kindLabel(t: TFunction<'activities'>, kind: unknown): string {
  switch (kind) {
    case 'claim':
      return t('history.claim');
    case 'signup':
      return t('history.signup');
    case 'draw':
      return t('history.draw');
    case 'cheer':
      return t('history.cheer');
    default:
      return t('history.other');
  }
}

/** The member's record of an activity (`activity/record`), newest first. */
export function HistoryList({ rows }: { rows: ReadonlyArray<Record<string, unknown>> }) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  return (
    <div data-testid="history">
      <h3 className={ui.panelTitle}>{t('history.title')}</h3>
      {rows.length === 0 ? (
        <p className={ui.muted}>{t('history.empty')}</p>
      ) : (
        <ul className={ui.list}>
          {rows.slice(0, 10).map((r, i) => {
            const at = parseIsoStrict(r.createdAt);
            const amount = typeof r.amount === 'number' ? r.amount : 0;
            return (
              <li key={String(r.id ?? i)} className={ui.row}>
                <span>
                  {kindLabel(t, r.kind)}
                  <br />
                  <small className={ui.muted}>
                    {at === null ? '' : formatDayTime(at, language)}
                  </small>
                </span>
                {amount > 0 ? <strong>+{formatMoney(amount)}</strong> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
