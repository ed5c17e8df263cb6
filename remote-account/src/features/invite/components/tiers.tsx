import { useTranslation } from '@app/shared/i18n';
import { formatMoney, maskString } from '@app/shared/rules';
import ui from '../../../components/ui.module.css';
import { VipBadge } from '../../../components/vip-badge';
import { NS } from '../../../i18n/namespace';
import { useInviteList } from '../api/use-invite';
import styles from './invite.module.css';

const n = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const s = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The bet, deposit and VIP reward tiers of the programme. */
export function Tiers() {
  const { t } = useTranslation(NS);
  const bet = useInviteList('betConfig');
  const dep = useInviteList('depConfig');
  const vip = useInviteList('vipConfig');
  return (
    <section className={ui.panel} aria-labelledby="tiers-title">
      <h2 id="tiers-title" className={ui.panelTitle}>
        {t('invite.tiers')}
      </h2>
      <div className={styles.tierGrid}>
        <div>
          <h3 className={styles.tierHead}>{t('invite.betTiers')}</h3>
          <ul className={ui.list}>
            {(bet.data ?? []).map((r) => (
              <li key={n(r.level)} className={ui.row}>
                <span>{t('invite.betTier', { amount: formatMoney(n(r.betAmount)) })}</span>
                <strong>{`${(n(r.rate) * 100).toFixed(1)}%`}</strong>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.tierHead}>{t('invite.depTiers')}</h3>
          <ul className={ui.list}>
            {(dep.data ?? []).map((r) => (
              <li key={n(r.level)} className={ui.row}>
                <span>
                  {t('invite.depTier', {
                    friends: n(r.invitees),
                    amount: formatMoney(n(r.depositAmount)),
                  })}
                </span>
                <strong>+{formatMoney(n(r.award))}</strong>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.tierHead}>{t('invite.vipTiers')}</h3>
          <ul className={ui.list}>
            {(vip.data ?? []).map((r) => (
              <li key={n(r.vipLevel)} className={ui.row}>
                <span className={styles.vipTier}>
                  <VipBadge level={n(r.vipLevel)} size={24} label="" />
                  {t('invite.vipTier', { level: n(r.vipLevel) })}
                </span>
                <strong>+{formatMoney(n(r.award))}</strong>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** What my friends' bets earned me, and the deposit tiers reached. */
export function AwardHistory() {
  const { t } = useTranslation(NS);
  const bets = useInviteList('betAwards');
  const deps = useInviteList('depAwards');
  return (
    <section className={ui.panel} aria-labelledby="history-title">
      <h2 id="history-title" className={ui.panelTitle}>
        {t('invite.history')}
      </h2>
      {bets.data && bets.data.length === 0 && <p className={ui.muted}>{t('invite.noFriends')}</p>}
      <ul className={ui.list}>
        {(bets.data ?? []).map((r, i) => (
          <li key={`${s(r.userName)}-${i}`} className={ui.row}>
            <span>{maskString(s(r.userName))}</span>
            <span className={ui.muted}>
              {t('invite.friendBet', { amount: formatMoney(n(r.betAmount)) })}
            </span>
            <strong>+{formatMoney(n(r.award))}</strong>
          </li>
        ))}
        {(deps.data ?? []).map((r) => (
          <li key={`dep-${n(r.level)}`} className={ui.row}>
            <span>
              {t('invite.depTier', {
                friends: n(r.invitees),
                amount: formatMoney(n(r.depositAmount)),
              })}
            </span>
            <strong className={r.reached ? ui.win : ui.muted}>
              {r.reached ? t('invite.reached') : t('invite.notYet')}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The scrolling ring of recent winners (static when motion is reduced). */
export function HorseRing({ currency }: { currency: string }) {
  const { t } = useTranslation(NS);
  const ring = useInviteList('horseRing');
  const items = ring.data ?? [];
  if (items.length === 0) return null;
  const line = items.map((r, i) => (
    <span key={i} className={styles.ringItem}>
      {t('invite.ringItem', {
        user: s(r.userName),
        amount: `${formatMoney(n(r.amount))} ${currency}`,
      })}
    </span>
  ));
  return (
    <div className={styles.ring} aria-label={t('invite.ring')} role="marquee">
      <div className={styles.ringTrack}>
        {line}
        <span aria-hidden="true" className={styles.ringCopy}>
          {line}
        </span>
      </div>
    </div>
  );
}
