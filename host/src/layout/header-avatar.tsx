import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar, avatarIdOf } from '@app/shared/ui';
import { useSessionStore } from '@app/shared/store';
import { HOST_NS } from '../app/host-i18n';
import styles from './header-account.module.css';

/** The member centre (remote-account), where the avatar is chosen. */
export const MEMBER_CENTRE_PATH = '/personal/me';

/**
 * The logged-in member's avatar in the header (SPEC §3 ten avatars), a link to the member centre.
 * Read from the session's user info, so a choice saved in the account remote shows at once; the
 * neutral figure stands in until the user info is loaded. Guests get nothing.
 */
export function HeaderAvatar() {
  const { t } = useTranslation(HOST_NS);
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const avatarId = useSessionStore((s) => (s.userInfo ? avatarIdOf(s.userInfo.avatar) : 0));
  if (!loggedIn) return null;
  return (
    <Link
      to={MEMBER_CENTRE_PATH}
      className={styles.avatarLink}
      aria-label={t('myAccount')}
      data-testid="header-avatar"
      data-avatar-id={avatarId || 'none'}
    >
      <Avatar id={avatarId} size={32} />
    </Link>
  );
}
