import { useQuery } from '@app/shared/client';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { queryInviteDepConfig } from '@app/shared/api/promotion';
import { shell } from '@app/shared/federation';
import { JoinButton } from '../../components/join-button';
import ui from '../../components/ui.module.css';
import { NS } from '../../i18n/namespace';
import type { MechanicProps } from '../../lib/mechanic-props';
import { useMemberName } from '../../lib/use-member';
import styles from './invite.module.css';

/** The account remote's invite centre (its route; this remote never imports it). */
export const INVITE_CENTRE = '/personal/invite';

/** Invite: the reward ladder, then the member continues in the account remote's centre. */
export function InvitePanel({ def }: MechanicProps) {
  const { t } = useTranslation(NS);
  const user = useMemberName();
  const vip = Boolean(def.gateway);
  const tiers = useQuery({
    queryKey: ['activities', 'invite-deposit-tiers'],
    queryFn: () => queryInviteDepConfig(),
    staleTime: 300_000,
    enabled: !vip,
  });
  const target = def.gateway ?? INVITE_CENTRE;

  return (
    <section className={ui.panel} data-testid="mechanic-invite" aria-labelledby="invite-title">
      <h2 className={ui.panelTitle} id="invite-title">
        {vip ? t('invite.vipTitle') : t('invite.title')}
      </h2>
      <ol className={styles.steps}>
        <li>{vip ? t('invite.vip1') : t('invite.step1')}</li>
        <li>{vip ? t('invite.vip2') : t('invite.step2')}</li>
        <li>{vip ? t('invite.vip3') : t('invite.step3')}</li>
      </ol>
      {!vip && tiers.data && tiers.data.length > 0 ? (
        <ul className={ui.list} data-testid="invite-tiers">
          {tiers.data.map((tier, i) => (
            <li key={String(tier.level ?? i)} className={ui.row}>
              <span>
                {t('invite.tier', {
                  count: Number(tier.invitees) || 0,
                  amount: formatMoney(tier.depositAmount),
                })}
              </span>
              <strong>{formatMoney(tier.award)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {user ? (
        <button
          type="button"
          className={ui.primary}
          data-testid="invite-open"
          onClick={() => shell.navigate(target)}
        >
          {vip ? t('invite.vipCta') : t('invite.cta')}
        </button>
      ) : (
        <JoinButton />
      )}
    </section>
  );
}
