import type { CSSProperties } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState } from '@app/shared/ui';
import { useAppStore } from '@app/shared/store';
import { MechanicArt } from '../components/mechanic-art';
import { RgBreakNotice } from '../components/rg-break-notice';
import { NS } from '../i18n/namespace';
import { THEMES, titleFor, type ActivityDef } from '../lib/catalog';
import { isActivityOn, useActivityToggles } from '../lib/toggles';
import { UnavailableNotice } from './unavailable-notice';
import { SeasonNotice } from './season-notice';
import { seasonOf, useSeasons } from '../lib/seasons';
import { marketDate, ruleLines } from '../lib/refusal-text';
import { MECHANIC_VIEWS } from './mechanic-views';
import { mechanicTexts } from '../lib/mechanic-texts';
import { useResolvedActivity } from './use-resolved-activity';
import styles from './activity-screen.module.css';

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** `activityId` and `type` of the new-member gift pack link (SPEC §2, after registration). */
function useLinkQuery(enabled: boolean) {
  const [params] = useSearchParams();
  if (!enabled) return { activityId: undefined, type: undefined };
  const id = params.get('activityId') ?? '';
  const type = params.get('type') ?? '';
  return {
    activityId: POSITIVE_INT.test(id) ? Number(id) : undefined,
    type: POSITIVE_INT.test(type) ? Number(type) : undefined,
  };
}

/** One activity page of SPEC §2: its themed hero, then the mechanic its activity data selects. */
export function ActivityScreen({ def }: { def: ActivityDef }) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const toggles = useActivityToggles();
  const query = useLinkQuery(Boolean(def.readsQuery));
  const { resolved, pending } = useResolvedActivity(def, query.activityId);
  const theme = THEMES[def.theme];
  const seasons = useSeasons();
  const season = seasonOf(def, seasons.data);
  const on = isActivityOn(toggles.data, def.activityKey);
  const ready = !toggles.isPending && !pending && !seasons.isPending;
  const offSeason = season !== null && season.state !== 'live';
  const texts = mechanicTexts(t, resolved.mechanic);
  const View = MECHANIC_VIEWS[resolved.mechanic];
  const style = {
    '--hero-from': theme.from,
    '--hero-to': theme.to,
    '--hero-accent': theme.accent,
  } as CSSProperties;

  return (
    <article
      className={styles.page}
      style={style}
      data-activity={def.id}
      data-mechanic={ready ? resolved.mechanic : undefined}
      data-state={!ready ? 'loading' : !on ? 'off' : offSeason ? season.state : 'on'}
    >
      <header className={`${styles.hero} ${ready && (!on || offSeason) ? styles.heroOff : ''}`}>
        <div className={styles.heroText}>
          <p className={styles.kicker}>{texts.kicker}</p>
          <h1 className={styles.title}>{titleFor(def, language)}</h1>
          <p className={styles.tagline}>{texts.tagline}</p>
        </div>
        <MechanicArt mechanic={resolved.mechanic} className={styles.art} />
      </header>

      {!ready ? (
        <LoadingState label={t('loading')} />
      ) : !on ? (
        <UnavailableNotice />
      ) : offSeason ? (
        <SeasonNotice season={season} lang={language} />
      ) : (
        <div className={styles.body}>
          <div className={styles.main}>
            <RgBreakNotice />
            <View def={def} activityId={resolved.activityId} bonus={resolved.bonus} />
          </div>
          <section className={styles.card} aria-labelledby={`rules-${def.id}`}>
            <h2 className={styles.cardTitle} id={`rules-${def.id}`}>
              {t('page.rulesTitle')}
            </h2>
            <ol className={styles.rules}>
              {ruleLines(t, resolved.rules).map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
              {season ? (
                <li>
                  {t('eligibility.when', {
                    start: marketDate(season.startTime, language),
                    end: marketDate(season.endTime, language),
                  })}
                </li>
              ) : null}
              {texts.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
              <li>{t('rules.r1')}</li>
              <li>{t('rules.r2')}</li>
              <li>{t('rules.r3')}</li>
            </ol>
            <Link className={styles.textLink} to="/activity">
              {t('page.more')} →
            </Link>
          </section>
        </div>
      )}
    </article>
  );
}
