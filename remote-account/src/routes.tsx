import type { RemoteRoutesProps } from '@app/shared';
import { AccountPage } from './features/account-page';
import { InfoPage } from './features/info-page';
import './i18n/namespace';

/** The account remote's face: member centre, super admin centre, VIP pages. */
export default function AccountRoutes({ routeId }: RemoteRoutesProps) {
  if (routeId === 'superadmin') return <InfoPage titleKey="superadmin" bodyKey="superadminBody" />;
  if (routeId.startsWith('vip')) return <InfoPage titleKey="vipTitle" bodyKey="vipBody" />;
  return <AccountPage />;
}
