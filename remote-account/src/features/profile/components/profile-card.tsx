import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { Avatar, avatarIdOf, elementTiming } from '@app/shared/ui';
import { maskPhone } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { VipBadge } from '../../../components/vip-badge';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatCalendarDay } from '../../../lib/locale';
import { useProfile } from '../api/use-profile';
import { AvatarPicker } from './avatar-picker';
import styles from './profile.module.css';

/** The card's own boxes with empty lines, so the profile replaces it without moving the page (CLS). */
function ProfileCardSkeleton() {
  return (
    <section className={`${ui.panel} ${styles.card}`} aria-busy="true">
      <div className={styles.identity}>
        <span className={`${styles.avatarButton} ${styles.avatarPlaceholder}`} />
        {/* SPEC §5 masks other members' names; a member reads their own account name in full */}
        <div className={styles.names}>
          <p className={`${styles.nick} ${styles.line}`}>{'\u00a0'}</p>
          {[0, 1, 2].map((i) => (
            <p key={i} className={`${ui.muted} ${styles.line}`}>
              {'\u00a0'}
            </p>
          ))}
        </div>
        <span className={styles.vipPlaceholder} />
      </div>
    </section>
  );
}

/** Profile header of the member centre: avatar (changeable), names masked per §5, VIP badge. */
export function ProfileCard() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const profile = useProfile();
  const [picking, setPicking] = useState(false);
  if (!profile.data) {
    if (profile.isError)
      return (
        <section className={ui.panel} role="alert">
          <p className={ui.muted}>{t('profile.failed')}</p>
          <button type="button" className={ui.ghost} onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </button>
        </section>
      );
    return <ProfileCardSkeleton />;
  }
  const p = profile.data;
  const avatarId = avatarIdOf(p.avatar);
  return (
    <section className={`${ui.panel} ${styles.card}`} aria-labelledby="profile-name">
      <div className={styles.identity}>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={() => setPicking((v) => !v)}
          aria-expanded={picking}
          aria-label={t('profile.changeAvatar')}
          data-testid="profile-avatar"
          data-avatar-id={avatarId}
        >
          <Avatar id={avatarId} size={76} />
          <span className={styles.avatarEdit} aria-hidden="true">
            ✎
          </span>
        </button>
        <div className={styles.names}>
          <h1 id="profile-name" className={styles.nick} {...elementTiming('profile-name')}>
            {p.nickName ?? p.userName}
          </h1>
          <p className={ui.muted} data-testid="profile-username">
            {t('profile.account')}: {p.userName}
          </p>
          {p.mobile && (
            <p className={ui.muted}>
              {t('profile.phone')}: {maskPhone(p.mobile)}
            </p>
          )}
          {p.createdAt && (
            <p className={ui.muted} data-testid="profile-member-since">
              {t('profile.memberSince')}: {formatCalendarDay(p.createdAt, language)}
            </p>
          )}
        </div>
        <div className={styles.vip}>
          <VipBadge level={p.vipLevel} size={52} label={t('vip.levelN', { n: p.vipLevel })} />
          <span className={styles.vipText}>{t('vip.levelN', { n: p.vipLevel })}</span>
        </div>
      </div>
      {picking && <AvatarPicker current={avatarId} onDone={() => setPicking(false)} />}
    </section>
  );
}
