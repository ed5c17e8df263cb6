import { lazyPage } from '@app/shared/lazy';

// Every page but the overview comes as a chunk of its own when opened (issue 16): /personal/{id}
// carries the overview only. The tabs and shortcut cards preload a page on hover, focus or touch.
export const FundsEntryPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-funds" */ '../features/wallet/components/funds-entry-page'
  ).then((m) => m.FundsEntryPage),
);
export const BetRecordsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-bets" */ '../features/bet-records/components/bet-records-page'
  ).then((m) => m.BetRecordsPage),
);
export const InvitePage = lazyPage(() =>
  import(/* webpackChunkName: "page-invite" */ '../features/invite/components/invite-page').then(
    (m) => m.InvitePage,
  ),
);
export const VipPage = lazyPage(() =>
  import(/* webpackChunkName: "page-vip" */ '../features/vip/components/vip-page').then(
    (m) => m.VipPage,
  ),
);
export const VipServicePage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-vip-service" */ '../features/vip/components/vip-service-page'
  ).then((m) => m.VipServicePage),
);
export const SettingsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-settings" */ '../features/settings/components/settings-page'
  ).then((m) => m.SettingsPage),
);
export const RgSettingsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-rg-settings" */ '../features/responsible-gambling/components/rg-settings-page'
  ).then((m) => m.RgSettingsPage),
);
export const PlayResponsiblyPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-play-responsibly" */ '../features/responsible-gambling/components/play-responsibly-page'
  ).then((m) => m.PlayResponsiblyPage),
);
export const ConsolePage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-console" */ '../features/operator-console/components/console-page'
  ).then((m) => m.ConsolePage),
);

/** The member centre's section pages by their path (tabs and shortcut cards preload them). */
export const SECTION_PAGES: Readonly<Record<string, { preload: () => Promise<void> }>> = {
  deposit: FundsEntryPage,
  withdraw: FundsEntryPage,
  bets: BetRecordsPage,
  invite: InvitePage,
  vip: VipPage,
  settings: SettingsPage,
  responsible: RgSettingsPage,
};
