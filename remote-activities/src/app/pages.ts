import { lazyPage } from '@app/shared/lazy';
import { messagesPart } from '../i18n/namespace';

/**
 * An activity's page comes as a chunk of its own when opened (issue 16): /activity carries the
 * promotions list only. Each activity route names it (`page` in app-manifest.json), so a deep link
 * fetches it with the remote's files; the list's cards preload it on hover, focus or touch. Its
 * words (how it works, the rules, every mechanic's panel) are a file of their own, asked for with it.
 */
export const ActivityScreen = lazyPage(() =>
  Promise.all([
    import(/* webpackChunkName: "page-activity" */ './activity-screen'),
    messagesPart('activity'),
  ]).then(([m]) => m.ActivityScreen),
);
