import { lazyPage } from '@app/shared/lazy';

/**
 * The presenter's centre is a chunk of its own (issue 16): /anchorPlay (the list and the rooms every
 * member opens) does not carry it. Its route names the chunk (`page` in app-manifest.json), so a deep
 * link fetches it with the remote's files.
 */
export const AnchorCentrePage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-anchor-centre" */ '../features/anchor-centre/components/anchor-centre-page'
  ).then((m) => m.AnchorCentrePage),
);
