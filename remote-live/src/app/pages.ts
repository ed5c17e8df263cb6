import { lazyPage } from '@app/shared/lazy';

/**
 * The presenter's centre is a chunk of its own (issue 16): /anchorPlay (the list and the rooms every
 * member opens) does not carry it. Its route names the chunk (`page` in app-manifest.json), so a deep
 * link fetches it with the remote's files.
 */
export const AnchorCentrePage = lazyPage(() =>
  import(/* webpackChunkName: "page-anchor-centre" */ './anchor-studio-screen').then(
    (m) => m.AnchorStudioScreen,
  ),
);

/**
 * A room (`/anchorPlay?id=`) is a chunk of its own too: the list's route does not carry the player,
 * chat and gifts. The route names it for that query (`queryPages` in app-manifest.json), so a room's
 * deep link fetches it with the remote's files; the list preloads it on a card's hover, focus or
 * touch and at the visitor's first move.
 */
export const RoomScreen = lazyPage(() =>
  import(/* webpackChunkName: "page-room" */ './room-screen').then((m) => m.RoomScreen),
);
