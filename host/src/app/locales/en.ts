import { enFatal } from './en-fatal';

/** English messages of the host namespace (error pages, recovery screens, shell labels). */
export const en = {
  ...enFatal,
  error404Title: 'Page not found',
  error404Body: 'The page you asked for does not exist or has moved.',
  error403Title: 'Access denied',
  error403Body: 'Your account cannot open this page.',
  error500Title: 'Something went wrong',
  error500Body: 'The server had a problem. Please try again later.',
  errorCode: 'Error {{code}}',
  goHome: 'Back to home',
  pageErrorTitle: 'This page ran into a problem',
  pageErrorBody: 'The rest of the site still works. Reload the page or go back home.',
  deposit: 'Deposit',
  themeLight: 'Light theme',
  themeDark: 'Dark theme',
  language: 'Language',
  myAccount: 'My account',
  responsibleGambling: '{{minAge}}+ Play responsibly.',
  sessionExpiredNotice: 'Your session has expired. Please log in again.',
  sessionExpiryTitle: 'Session expired',
  sessionExpiryMessage: 'Your session has expired. Log in again to continue.',
  sessionExpiryOk: 'Log in again',
  sessionExpiryCancel: 'Close',
  loginOpening: 'Opening…',
  loginFormsUnavailable: 'The login form could not be loaded. Check your connection and try again.',
};

export type HostMessages = typeof en;
