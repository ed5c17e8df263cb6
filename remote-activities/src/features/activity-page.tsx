import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState, useAppStore } from '@app/shared';
import { NS } from '../i18n/namespace';
import { isActivityOn } from './activity-api';
import { THEMES, titleFor, type ActivityDef } from './activity-catalog';
import { ActivityCta } from './activity-cta';
import { LuckyWheel } from './lucky-wheel';
import { useActivityToggles } from './use-activity-toggles';
import styles from './activity-page.module.css';

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** `activityId` and `type` of the new-member gift pack link (SPEC §2, after registration). */
function useGiftPackQuery(enabled: boolean) {
  const [params] = useSearchParams();
  if (!enabled) return { activityId: undefined, type: undefined };
  const id = params.get('activityId') ?? '';
  const type = params.get('type') ?? '';
  return {
    activityId: POSITIVE_INT.test(id) ? Number(id) : undefined,
    type: POSITIVE_INT.test(type) ? Number(type) : undefined,
  };
}

export interface ActivityPageProps {
  def: ActivityDef;
}

/** One activity page of SPEC §2: a themed hero, the primary action, the rules. */
export function ActivityPage({ def }: ActivityPageProps) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const toggles = useActivityToggles();
  const query = useGiftPackQuery(Boolean(def.readsQuery));
  const theme = THEMES[def.theme];
  const on = isActivityOn(toggles.data, def.activityKey);
  const ready = !toggles.isPending;
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
      data-state={!ready ? 'loading' : on ? 'on' : 'off'}
    >
      <div className={`${styles.hero} ${ready && !on ? styles.heroOff : ''}`}>
        <span className={styles.glow} aria-hidden="true" />
        <p className={styles.kicker}>{t('page.kicker')}</p>
        <h1 className={styles.title}>{titleFor(def, language)}</h1>
        <p className={styles.tagline}>{t(`tagline.${def.kind}`)}</p>
        <div className={styles.chips}>
          {def.vietnam ? <span className={styles.chip}>VN · {t('page.vietnam')}</span> : null}
          {query.activityId !== undefined ? (
            <span className={styles.chip} data-testid="query-activity">
              {t('query.activity', { id: query.activityId })}
            </span>
          ) : null}
          {query.type !== undefined ? (
            <span className={styles.chip} data-testid="query-type">
              {t('query.type', { type: query.type })}
            </span>
          ) : null}
        </div>
        {ready && on && def.kind !== 'wheel' ? (
          <ActivityCta def={def} activityId={query.activityId} />
        ) : null}
      </div>

      {!ready ? (
        <LoadingState label={t('loading')} />
      ) : !on ? (
        <div className={styles.ended} role="status" data-testid="activity-unavailable">
          <svg className={styles.endedIcon} viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M12 7v5l3 2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <h2 className={styles.endedTitle}>{t('ended.title')}</h2>
          <p className={styles.endedBody}>{t('ended.body')}</p>
          <Link className={styles.secondary} to="/activity">
            {t('ended.back')}
          </Link>
        </div>
      ) : (
        <div className={styles.body}>
          {def.kind === 'wheel' ? <LuckyWheel /> : null}
          <section className={styles.card} aria-labelledby={`rules-${def.id}`}>
            <h2 className={styles.cardTitle} id={`rules-${def.id}`}>
              {t('page.rulesTitle')}
            </h2>
            <ol className={styles.rules}>
              <li>{t(`how.${def.kind}`)}</li>
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
