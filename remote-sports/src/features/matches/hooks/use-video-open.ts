import { useCallback, useState } from 'react';
import { safeSession } from '@app/shared/rules';

/** Session key of the match detail's "Watch / Hide video" choice (one for every match). */
export const VIDEO_OPEN_KEY = 'sports-match-video-open';
/** Wider than this, the video starts open; on phones it starts collapsed (data and battery). */
export const VIDEO_OPEN_QUERY = '(min-width: 900px)';

function initial(): boolean {
  const stored = safeSession.get(VIDEO_OPEN_KEY);
  if (stored === '1' || stored === '0') return stored === '1';
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(VIDEO_OPEN_QUERY).matches
    : false;
}

/** Whether the match video is open: the member's choice for this session, else by screen width. */
export function useVideoOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(initial);
  const toggle = useCallback(() => {
    setOpen((was) => {
      safeSession.set(VIDEO_OPEN_KEY, was ? '0' : '1');
      return !was;
    });
  }, []);
  return [open, toggle];
}
