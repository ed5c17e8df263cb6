/** English messages of the host namespace (error pages, recovery screens, shell labels). */
export const en = {
  error404Title: 'Page not found',
  error404Body: 'The page you asked for does not exist or has moved.',
  error403Title: 'Access denied',
  error403Body: 'Your account cannot open this page.',
  error500Title: 'Something went wrong',
  error500Body: 'The server had a problem. Please try again later.',
  errorCode: 'Error {{code}}',
  goHome: 'Back to home',
  fatalTitle: 'Something went wrong',
  fatalStartBody: 'The site could not start. Reload the page to try again.',
  fatalRuntimeBody: 'The page hit an unexpected error. Reload it to carry on.',
  reload: 'Reload',
  pageErrorTitle: 'This page ran into a problem',
  pageErrorBody: 'The rest of the site still works. Reload the page or go back home.',
  themeLight: 'Light theme',
  themeDark: 'Dark theme',
  language: 'Language',
  myAccount: 'My account',
  responsibleGambling: '{{minAge}}+ Play responsibly.',
};

export type HostMessages = typeof en;
