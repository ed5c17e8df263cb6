import { useSessionStore } from '@app/shared/store';

/** The logged-in member's name (query keys of personal data), or null for a guest. */
export function useMemberName(): string | null {
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.username);
  return token && username ? username : null;
}
