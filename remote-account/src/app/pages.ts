import { lazyPage } from '@app/shared/lazy';
import { messagesPart, type MessagesPart } from '../i18n/namespace';

// Every page but the overview comes as a chunk of its own when opened (issue 16): /personal/{id}
// carries the overview only. The tabs and shortcut cards preload a page on hover, focus or touch.
// A page's words are a file of their own too, asked for with its code: it renders with both.

/** The page's code once it and its words are in. */
function withWords<T>(code: Promise<T>, ...parts: MessagesPart[]): Promise<T> {
  return Promise.all([code, ...parts.map(messagesPart)]).then(([module]) => module);
}

const cashier = () =>
  withWords(
    import(/* webpackChunkName: "page-cashier" */ '../features/cashier/components/cashier-pages'),
    'cashier',
  );
export const DepositPage = lazyPage(() => cashier().then((m) => m.DepositPage));
export const WithdrawPage = lazyPage(() => cashier().then((m) => m.WithdrawPage));
export const HistoryPage = lazyPage(() => cashier().then((m) => m.HistoryPage));
export const BetRecordsPage = lazyPage(() =>
  withWords(
    import(
      /* webpackChunkName: "page-bets" */ '../features/bet-records/components/bet-records-page'
    ),
    'bets',
  ).then((m) => m.BetRecordsPage),
);
export const InvitePage = lazyPage(() =>
  withWords(
    import(/* webpackChunkName: "page-invite" */ '../features/invite/components/invite-page'),
    'invite',
  ).then((m) => m.InvitePage),
);
export const VipPage = lazyPage(() =>
  import(/* webpackChunkName: "page-vip" */ '../features/vip/components/vip-page').then(
    (m) => m.VipPage,
  ),
);
export const VipServicePage = lazyPage(() =>
  withWords(
    import(
      /* webpackChunkName: "page-vip-service" */ '../features/vip/components/vip-service-page'
    ),
    'service',
  ).then((m) => m.VipServicePage),
);
export const SettingsPage = lazyPage(() =>
  withWords(
    import(/* webpackChunkName: "page-settings" */ '../features/settings/components/settings-page'),
    'settings',
  ).then((m) => m.SettingsPage),
);
export const RgSettingsPage = lazyPage(() =>
  withWords(
    import(
      /* webpackChunkName: "page-rg-settings" */ '../features/responsible-gambling/components/rg-settings-page'
    ),
    'rg',
  ).then((m) => m.RgSettingsPage),
);
export const PlayResponsiblyPage = lazyPage(() =>
  withWords(
    import(
      /* webpackChunkName: "page-play-responsibly" */ '../features/responsible-gambling/components/play-responsibly-page'
    ),
    'play',
  ).then((m) => m.PlayResponsiblyPage),
);
export const ConsolePage = lazyPage(() =>
  withWords(
    import(
      /* webpackChunkName: "page-console" */ '../features/operator-console/components/console-page'
    ),
    'console',
    'bets',
  ).then((m) => m.ConsolePage),
);

/** Outside production only: a button that throws (QA of the error reports, issue 48). */
export const CrashProbePage = lazyPage(() =>
  withWords(import(/* webpackChunkName: "page-crash-probe" */ './crash-probe'), 'console').then(
    (m) => m.CrashProbe,
  ),
);

/** The member centre's section pages by their path (tabs and shortcut cards preload them). */
export const SECTION_PAGES: Readonly<Record<string, { preload: () => Promise<void> }>> = {
  deposit: DepositPage,
  withdraw: WithdrawPage,
  transactions: HistoryPage,
  bets: BetRecordsPage,
  invite: InvitePage,
  vip: VipPage,
  settings: SettingsPage,
  responsible: RgSettingsPage,
};
