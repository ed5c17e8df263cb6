/**
 * The English of the screens that can show before or without i18n (host-i18n.ts `hostText`), part of
 * `en`: on their own so that main.js carries these four and not all of the host's English.
 */
export const enFatal = {
  fatalTitle: 'Something went wrong',
  fatalStartBody: 'The site could not start. Reload the page to try again.',
  fatalRuntimeBody: 'The page hit an unexpected error. Reload it to carry on.',
  reload: 'Reload',
};
