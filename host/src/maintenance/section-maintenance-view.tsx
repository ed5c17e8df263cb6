import { useTranslation } from 'react-i18next';
import { formatCountdown, formatDayTime, formatDayTimeZoned } from '@app/shared/rules';
import { MessageState } from '@app/shared/ui';
import { useAppStore } from '@app/shared/store';
import { useCountdown } from './use-countdown';
import type { SectionWindow } from './section-window';
import { ReleaseEarlyRoute } from '../layout/early-route-view';

/**
 * What a section under maintenance shows instead of its page: a chunk of its own, loaded when a check
 * finds the section down (section-maintenance.tsx), so a route's first screen does not carry it.
 */
export function SectionMaintenance({
  kind,
  window,
}: {
  kind: 'sports' | 'lobby';
  window: SectionWindow;
}) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const left = useCountdown(window.end);
  const span =
    window.start !== null && window.end !== null
      ? t('maintenance.window', {
          start: formatDayTime(window.start, language),
          end: formatDayTimeZoned(window.end, language),
        })
      : null;
  return (
    <div data-section-maintenance={kind}>
      <ReleaseEarlyRoute />
      <MessageState
        role="alert"
        title={t(kind === 'sports' ? 'maintenance.sportsTitle' : 'maintenance.lobbyTitle')}
        body={t('maintenance.sectionBody')}
      >
        {span ? <p data-testid="section-maintenance-window">{span}</p> : null}
        {window.end !== null ? (
          <p aria-live="off">
            {left > 0
              ? t('maintenance.endsIn', { time: formatCountdown(left) })
              : t('maintenance.ended')}
          </p>
        ) : null}
      </MessageState>
    </div>
  );
}
