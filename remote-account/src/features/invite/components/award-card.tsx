import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useDrawAward, useInviteInfo } from '../api/use-invite';

/** Invite figures and the draw of the available award (once: the server refuses a second draw). */
export function AwardCard({ currency }: { currency: string }) {
  const { t } = useTranslation(NS);
  const info = useInviteInfo();
  const draw = useDrawAward();
  const d = info.data;
  const available = d?.availableAward ?? 0;
  const outcome = draw.data;
  const money = (v: number | null | undefined) => (d ? `${formatMoney(v ?? 0)}` : '—');
  return (
    <section className={ui.panel} aria-labelledby="award-title">
      <div className={ui.panelHead}>
        <h2 id="award-title" className={ui.panelTitle}>
          {t('invite.rewards', { currency })}
        </h2>
      </div>
      <div className={ui.stats} data-testid="invite-stats">
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('invite.friends')}</span>
          <span className={ui.statValue}>{d ? (d.inviteCount ?? 0) : '—'}</span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('invite.total')}</span>
          <span className={ui.statValue}>{money(d?.totalAward)}</span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('invite.drawn')}</span>
          <span className={ui.statValue}>{money(d?.drawnAward)}</span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('invite.available')}</span>
          <span className={`${ui.statValue} ${available > 0 ? ui.win : ''}`}>
            {money(available)}
          </span>
        </div>
      </div>
      <div>
        <button
          type="button"
          className={ui.primary}
          disabled={draw.isPending || !d}
          onClick={() => draw.mutate()}
          data-testid="invite-draw"
        >
          {draw.isPending ? t('invite.drawing') : t('invite.draw')}
        </button>
      </div>
      {outcome && (
        <p
          className={outcome.kind === 'paid' ? ui.ok : ui.fail}
          role="status"
          data-testid="invite-draw-result"
        >
          {outcome.kind === 'paid'
            ? t('invite.paid', { amount: `${formatMoney(outcome.amount)} ${currency}` })
            : outcome.kind === 'nothingYet'
              ? t('invite.nothingYet')
              : t('invite.drawFailed')}
        </p>
      )}
      {info.isError && (
        <button type="button" className={ui.ghost} onClick={() => void info.refetch()}>
          {t('common.retry')}
        </button>
      )}
    </section>
  );
}
