import { Navigate, Route, Routes } from 'react-router-dom';
import { getRuntimeConfig } from '@app/shared/client';
import type { RemoteRoutesProps } from '@app/shared/federation';
import {
  BetRecordsPage,
  ConsolePage,
  CrashProbePage,
  DepositPage,
  HistoryPage,
  WithdrawPage,
  InvitePage,
  PlayResponsiblyPage,
  RgSettingsPage,
  SettingsPage,
  VipPage,
  VipServicePage,
} from './pages';
import { MemberCentre } from './member-centre';
import { Overview } from './overview';

/** The host renders this module once its messages are loaded (RemoteModule). */
export { namespaceReady as ready } from '../i18n/namespace';
/** The host's document server draws the member centre's overview. */
export { prefetchMemberCentre as prefetch } from './prefetch';

/** Member centre below personal/{id} (the host gives that as the base path). */
function PersonalRoutes() {
  return (
    <Routes>
      <Route element={<MemberCentre />}>
        <Route index element={<Overview />} />
        <Route path="deposit" element={<DepositPage />} />
        <Route path="withdraw" element={<WithdrawPage />} />
        <Route path="transactions" element={<HistoryPage />} />
        <Route path="bets" element={<BetRecordsPage />} />
        <Route path="invite" element={<InvitePage />} />
        <Route path="vip" element={<VipPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="responsible" element={<RgSettingsPage />} />
      </Route>
      {getRuntimeConfig().mode !== 'production' ? (
        <Route path="crash-probe" element={<CrashProbePage />} />
      ) : null}
      {/* an unknown sub-path goes up to the base path (the catch-all's parent route) */}
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
}

/** The account remote's face: member centre, super admin centre, VIP and play-responsibly pages. */
export default function AccountRoutes({ routeId }: RemoteRoutesProps) {
  switch (routeId) {
    case 'superadmin':
      return <ConsolePage />;
    case 'vipDedicatedManager':
      return <VipServicePage kind="manager" />;
    case 'vipBusinessGirl':
      return <VipServicePage kind="host" />;
    case 'vipYacht':
      return <VipServicePage kind="yacht" />;
    case 'responsibleGambling':
      return <PlayResponsiblyPage />;
    default:
      return <PersonalRoutes />;
  }
}
