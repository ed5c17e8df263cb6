import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { Link, useParams } from 'react-router-dom';
import { hasVideoSource } from '@app/shared/rules';
import { LoadingState, MessageState } from '@app/shared/ui';
import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import { useQuery } from '@app/shared/client';
import { useAppStore } from '@app/shared/store';
import { OddsButton } from '../../../components/odds-button';
import { NS } from '../../../i18n/namespace';
import { marketGroups, SALE } from '../../../lib/markets';
import { useVideoOpen } from '../hooks/use-video-open';
import { LIVE_STATUS, matchClock, readScore } from '../lib/match-status';
import { groupName } from '../lib/group-name';
import { optionText } from '../lib/option-text';
import { BulletinTicker } from './bulletin-ticker';
import { FollowButton } from './follow-button';
import { MatchVideoPanel } from './match-video-panel';
import { TeamCrest } from '../../../components/team-crest/team-crest';
import styles from './match-detail-page.module.css';

/**
 * Child route sportsdetail (SPEC §2): the live video when the match has one, the scoreboard and
 * every market, grouped and collapsible.
 */
export function MatchDetailPage() {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.language);
  const { matchId = '' } = useParams();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [videoOpen, toggleVideo] = useVideoOpen();
  const first = useQuery(sportsbookListQueries.detail(matchId, false));
  const live = first.data?.ms === LIVE_STATUS;
  const { data, isPending, isError, refetch } = useQuery(
    sportsbookListQueries.detail(matchId, live),
  );
  // the page heading (screen readers, deep links) stands before the data arrives or fails
  const heading = <h1 className={styles.srOnly}>{t('detailTitle', { id: matchId })}</h1>;
  if (isPending)
    return (
      <section className={styles.page}>
        {heading}
        <LoadingState label={t('loading')} />
      </section>
    );
  if (isError || !data)
    return (
      <section className={styles.page}>
        {heading}
        <MessageState
          role="alert"
          title={t('error')}
          actionLabel={t('retry')}
          onAction={() => void refetch()}
        />
      </section>
    );
  const home = data.ts?.[0]?.na ?? '';
  const away = data.ts?.[1]?.na ?? '';
  const name = away ? `${home} – ${away}` : home;
  const score = readScore(data);
  const clock = matchClock(data, lang);
  const groups = marketGroups(data);
  const watching = videoOpen && hasVideoSource(data);
  return (
    <section className={styles.page}>
      <Link to="../.." relative="path" className={styles.back}>
        ← {t('back')}
      </Link>
      {heading}
      <BulletinTicker />
      <div className={`${styles.centre} ${watching ? styles.watching : ''}`}>
        <MatchVideoPanel match={data} name={name} open={videoOpen} onToggle={toggleVideo} />
        <header className={styles.board}>
          <div className={styles.league}>
            {data.lg.na}
            <FollowButton sportId={data.sid} matchId={String(data.id)} name={name} />
          </div>
          <div className={styles.teams}>
            <span className={styles.side}>
              <TeamCrest name={home} src={data.ts?.[0]?.lurl} size={56} />
              <strong>{home}</strong>
            </span>
            <span className={styles.score} data-testid="detail-score">
              {score ? `${score[0]} : ${score[1]}` : t('vs')}
            </span>
            <span className={styles.side}>
              {away ? <TeamCrest name={away} src={data.ts?.[1]?.lurl} size={56} /> : null}
              <strong>{away}</strong>
            </span>
          </div>
          <div className={styles.clock}>
            {clock.kind === 'live'
              ? `${t('liveBadge')} · ${t('minute', { m: clock.minute })}`
              : clock.kind === 'break'
                ? t('startsAt', { time: clock.label })
                : clock.kind === 'kickoff'
                  ? t('startsAt', { time: clock.label })
                  : ''}
          </div>
        </header>
      </div>
      {groups.length === 0 ? <MessageState title={t('noMarkets')} /> : null}
      {groups.map((g) => {
        const key = `${g.mty}:${g.pe}`;
        const isClosed = closed.has(key);
        return (
          <div key={key} className={styles.group}>
            <button
              type="button"
              className={styles.groupHead}
              aria-expanded={!isClosed}
              onClick={() =>
                setClosed((s) => {
                  const n = new Set(s);
                  if (!n.delete(key)) n.add(key);
                  return n;
                })
              }
            >
              <span>{groupName(t, g)}</span>
              <span aria-hidden>{isClosed ? '▸' : '▾'}</span>
            </button>
            {isClosed
              ? null
              : g.lines.map((line) => (
                  <div
                    key={line.id}
                    className={styles.line}
                    style={{
                      gridTemplateColumns: `repeat(${Math.min(line.options.length, 3)}, 1fr)`,
                    }}
                  >
                    {line.options.map((o) => {
                      const text = optionText(t, g.mty, o, { home, away });
                      return (
                        <OddsButton
                          key={o.ty}
                          matchId={String(data.id)}
                          marketId={line.id}
                          optionType={o.ty}
                          odds={o.od}
                          short={text.label}
                          label={text.label}
                          matchName={name}
                          locked={line.ss !== SALE.open}
                          stacked
                        />
                      );
                    })}
                  </div>
                ))}
          </div>
        );
      })}
    </section>
  );
}
