import type { InfoBootMessages } from './boot';

export const en: InfoBootMessages = {
  nav: {
    helpCenter: 'Help centre',
    appDownload: 'Download app',
    ventureInvest: 'Partner programme',
    sponsor: 'Sponsorships',
  },
  boot: {
    loading: 'Loading…',
    failed: 'This page could not be loaded',
    retry: 'Try again',
    linksLabel: 'Information',
  },
};
