import { useSessionStore } from '@app/shared/store';
import { displayCurrency } from '../../../lib/currency';
import { AwardCard } from './award-card';
import { ReferralCard } from './referral-card';
import { AwardHistory, HorseRing, Tiers } from './tiers';
import styles from './invite.module.css';

/** Invite centre: my link, the rewards, the tiers and what my friends earned me. */
export function InvitePage() {
  const currency = displayCurrency(useSessionStore((s) => s.userInfo?.regCurrency));
  return (
    <div className={styles.page}>
      <HorseRing currency={currency} />
      <ReferralCard />
      <AwardCard currency={currency} />
      <Tiers />
      <AwardHistory />
    </div>
  );
}
