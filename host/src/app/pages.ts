import { lazyPage } from '@app/shared/lazy';
// The home page's styles stay in main.css: `/` is prerendered and painted with the inlined critical
// CSS before any script runs, and the early painter draws its sections with these classes.
import '../home/banner-carousel.module.css';
import '../home/break-notice.module.css';
import '../home/game-bar.module.css';
import '../home/home-page.module.css';
import '../home/hot-games.module.css';
import '../home/lazy-image.module.css';

/**
 * The home page's code is a chunk of its own (issue 16): a remote's route does not carry it in
 * `main.js`. On `/` the early script asks for it with `main.js` and the app hydrates once it is in
 * (bootstrap.tsx); elsewhere it is fetched with the other tabs' pages after the first screen
 * (routing/warm-remotes.ts), or when the member goes home.
 */
export const HomePage = lazyPage(() =>
  import(/* webpackChunkName: "home" */ '../home/home-page').then((m) => m.HomePage),
);

/**
 * The QA page (not in production). A page element, not a route `lazy`: a router whose first route is
 * still loading renders nothing, and that empty commit replaced the prerendered layout on a reload.
 */
export const PlatformStatusPage = lazyPage(() =>
  import(/* webpackChunkName: "platform-status" */ '../pages/platform-status-page').then(
    (m) => m.PlatformStatusPage,
  ),
);
