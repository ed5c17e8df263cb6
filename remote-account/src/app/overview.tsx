import { ProfileCard } from '../features/profile/components/profile-card';
import { WalletCard } from '../features/wallet/components/wallet-card';
import styles from './member-centre.module.css';
import { Shortcuts } from './shortcuts';

/** The member centre's first screen: who I am and what I hold. */
export function Overview() {
  return (
    <div className={styles.overview}>
      <div className={styles.column}>
        <ProfileCard />
        <Shortcuts />
      </div>
      <WalletCard />
    </div>
  );
}
