import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { preloadOnLinkIntent } from '@app/shared/lazy';
import { MatchDetailPage } from '../../../app/pages';
import { NS } from '../../../i18n/namespace';
import { useNarrow } from '../hooks/use-narrow';
import type { MatchListProps } from '../hooks/use-shown-rows';
import { MeasuredRows } from '../lib/row-sizes';
import { FirstScreenRows } from './first-screen-rows';
import { useVirtualRows } from './virtual-rows-loader';
import styles from './match-list-page.module.css';

export type { MatchListProps };

/** A row's links lead to the match detail: pointing at one fetches its page (one handler set). */
const DETAIL_INTENT = preloadOnLinkIntent(MatchDetailPage);

/**
 * The match list with infinite scroll at the end: the first screen's rows in the page's flow, then,
 * from the visitor's first act, virtualised rows (hundreds of live matches stay cheap).
 */
export function MatchList(props: MatchListProps) {
  const { t } = useTranslation(NS);
  const [measured] = useState(() => new MeasuredRows());
  const phone = useNarrow();
  const { VirtualRows, failed } = useVirtualRows();

  return (
    <div
      className={styles.list}
      data-market={props.market}
      data-testid="match-list"
      {...DETAIL_INTENT}
    >
      {VirtualRows ? (
        <VirtualRows {...props} phone={phone} measured={measured} />
      ) : (
        <FirstScreenRows {...props} phone={phone} measured={measured} all={failed} />
      )}
      {props.loadingMore ? <p className={styles.more}>{t('loadingMore')}</p> : null}
    </div>
  );
}
