import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { MessageState } from '@app/shared/ui';
import { INFO_NS } from './info-messages';
import { INFO_PATHS } from './info-paths';
import { InfoSkeleton } from './info-skeleton';

type PageModule = { default: ComponentType };

/** One open info page: its path, its chunk and the `info` key of its link label. */
export interface InfoPage {
  path: (typeof INFO_PATHS)[keyof typeof INFO_PATHS];
  load: () => Promise<PageModule>;
  titleKey: 'nav.helpCenter' | 'nav.appDownload' | 'nav.ventureInvest' | 'nav.sponsor';
}

/** The four pages of SPEC §2 that need no login; each is its own chunk. */
export const INFO_PAGES: readonly InfoPage[] = [
  {
    path: INFO_PATHS.helpCenter,
    load: () => import(/* webpackChunkName: "info-help-center" */ './help-center-page'),
    titleKey: 'nav.helpCenter',
  },
  {
    path: INFO_PATHS.appDownload,
    load: () => import(/* webpackChunkName: "info-app-download" */ './app-download-page'),
    titleKey: 'nav.appDownload',
  },
  {
    path: INFO_PATHS.ventureInvest,
    load: () => import(/* webpackChunkName: "info-venture-invest" */ './venture-invest-page'),
    titleKey: 'nav.ventureInvest',
  },
  {
    path: INFO_PATHS.sponsor,
    load: () => import(/* webpackChunkName: "info-sponsor" */ './sponsor-page'),
    titleKey: 'nav.sponsor',
  },
];

/** One React.lazy per page for the whole session, so coming back shows no skeleton flash. */
const lazyPages = new Map<InfoPage['load'], ComponentType>();
function lazyPage(load: InfoPage['load'], fresh = false): ComponentType {
  let page = lazyPages.get(load);
  if (!page || fresh) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(INFO_NS);
  return (
    <MessageState
      role="alert"
      title={t('boot.failed')}
      actionLabel={t('boot.retry')}
      onAction={onRetry}
    />
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failed page chunk (network, redeploy) inside the layout with a Retry, not a fatal screen. */
class InfoBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ChunkFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** Renders one info page: boot texts, skeleton while its chunk loads, retry if it fails. */
export function InfoRoute({ load }: { load: InfoPage['load'] }) {
  // one element per page (INFO_ROUTES keys it by path); a retry takes a fresh load
  const [Page, setPage] = useState(() => lazyPage(load));
  return (
    <InfoBoundary onRetry={() => setPage(() => lazyPage(load, true))}>
      <Suspense fallback={<InfoSkeleton />}>
        <Page />
      </Suspense>
    </InfoBoundary>
  );
}

/**
 * Ready route objects for the layout's children (paths relative to '/', before the '*' catch-all):
 * `...INFO_ROUTES`. Chosen over route `lazy` so a first visit shows a skeleton inside the layout
 * at once instead of a blank wait. All four are open (no guard flags, SPEC §6).
 */
export const INFO_ROUTES: RouteObject[] = INFO_PAGES.map((page) => ({
  path: page.path.slice(1),
  element: <InfoRoute key={page.path} load={page.load} />,
}));
