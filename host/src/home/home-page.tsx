import { lazy, Suspense, useMemo } from 'react';
import { useSessionStore } from '@app/shared/store';
import { useCatalog } from '../platform/catalog-store';
import { buildHomeWidgets, labelIn, type HomeWidget } from '../layout/nav-model';
import { useTranslation } from 'react-i18next';
import { useHydrating } from '../app/hydration';
import { useBreakStatus } from '../session/use-rg-state';
import { BannerCarousel } from './banner-carousel';
import { GameBar } from './game-bar';
import { HOME_NS } from './home-i18n';
import { HotGames } from './hot-games';
import { popupsDue } from './popups-due';
import { RemoteWidget } from './remote-widget';
import styles from './home-page.module.css';

// The dialogs only matter once their calls answer, so their code stays off the first screen.
const DailyPopups = lazy(() => import('./daily-popups'));
// Only a member taking a break (issue 18) ever sees it.
const BreakNotice = lazy(() => import('./break-notice'));

/** A titled section holding one remote's widget. */
function WidgetSection({ widget, language }: { widget: HomeWidget; language: string }) {
  const id = `home-${widget.remoteId}-${widget.expose.replace(/\W+/g, '-')}-title`;
  return (
    <section
      className={widget.wide ? `${styles.section} ${styles.wide}` : styles.section}
      aria-labelledby={id}
    >
      <h2 id={id} className={styles.sectionTitle}>
        {labelIn(widget.title, language)}
      </h2>
      <RemoteWidget
        remoteId={widget.remoteId}
        expose={widget.expose.replace(/^\.\//, '')}
        props={{ limit: widget.limit }}
      />
    </section>
  );
}

/**
 * Remotes whose home widgets lead to promotions and claims. Manifests carry no widget kind, so the
 * host names them (issue 18: none of them is shown to a member taking a break).
 */
export const PROMOTION_REMOTES: ReadonlySet<string> = new Set(['activities']);

/** The widgets the enabled remotes declare in their manifests (a disabled remote's vanish). */
function HomeWidgets({ promotions }: { promotions: boolean }) {
  const { i18n } = useTranslation();
  const remotes = useCatalog((s) => s.remotes);
  const widgets = buildHomeWidgets(remotes).filter(
    (w) => promotions || !PROMOTION_REMOTES.has(w.remoteId),
  );
  return (
    <div className={styles.grid}>
      {widgets.map((w) => (
        <WidgetSection key={`${w.remoteId}:${w.expose}`} widget={w} language={i18n.language} />
      ))}
    </div>
  );
}

/**
 * The home page (SPEC §2 '/'): advert banners, game categories, hot games, then the remotes'
 * widgets (live now, hot matches, promotions). Each part loads, fails and retries on its own.
 * A member taking a break (issue 18) sees a notice instead of the promotion banners, no promotion
 * widgets and no popups; the popups also wait until a member's state is known.
 */
export function HomePage() {
  const { t } = useTranslation(HOME_NS);
  const rgBreak = useBreakStatus();
  // the prerender cannot render a lazy part: it marked the popups' boundary "render on the client",
  // which hydration reports as an error (React #419) on every guest's visit; they mount afterwards
  const hydrating = useHydrating();
  const userName = useSessionStore((s) => (s.token ? s.username : null));
  // once per user, like the popups themselves: showing one must not unmount them
  const due = useMemo(() => popupsDue(userName), [userName]);
  return (
    <div className={styles.page}>
      {/* the page's heading for assistive technology; the banners speak for it visually */}
      <h1 className={styles.srOnly}>{t('pageTitle')}</h1>
      {rgBreak.kind === 'break' ? (
        <Suspense fallback={null}>
          <BreakNotice until={rgBreak.until} />
        </Suspense>
      ) : (
        <BannerCarousel />
      )}
      <GameBar />
      <HotGames />
      <HomeWidgets promotions={rgBreak.kind !== 'break'} />
      {rgBreak.kind === 'none' && !hydrating && (due.ad || due.gift) ? (
        <Suspense fallback={null}>
          <DailyPopups />
        </Suspense>
      ) : null}
    </div>
  );
}
