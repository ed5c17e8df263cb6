import { lazyPage } from '@app/shared/lazy';

/**
 * An activity's page comes as a chunk of its own when opened (issue 16): /activity carries the
 * promotions list only. Each activity route names it (`page` in app-manifest.json), so a deep link
 * fetches it with the remote's files; the list's cards preload it on hover, focus or touch.
 */
export const ActivityScreen = lazyPage(() =>
  import(/* webpackChunkName: "page-activity" */ './activity-screen').then((m) => m.ActivityScreen),
);
