import { useQuery } from '@tanstack/react-query';
import { siteQueries } from '@app/shared/api/site';

export type ContactKind = 'chat' | 'zalo' | 'online';

export interface ContactChannel {
  kind: ContactKind;
  href: string;
}

/** Only web addresses open from the page (a javascript: or data: value is ignored). */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

/**
 * Channels from the customer-link answer (SPEC §7 popCustomerLink): `link` is the main chat;
 * the operator may also send `zalo` and `onlineService`. Duplicates are shown once.
 */
export function contactChannels(
  data: Record<string, unknown> | null | undefined,
): ContactChannel[] {
  if (!data) return [];
  const candidates: Array<[ContactKind, unknown]> = [
    ['chat', data.link],
    ['zalo', data.zalo],
    ['online', data.onlineService],
  ];
  const seen = new Set<string>();
  const channels: ContactChannel[] = [];
  for (const [kind, value] of candidates) {
    const href = webUrl(value);
    if (href && !seen.has(href)) {
      seen.add(href);
      channels.push({ kind, href });
    }
  }
  return channels;
}

/** The customer-service channels, cached for five minutes (they rarely change). */
export function useCustomerLink() {
  return useQuery({ ...siteQueries.customerLink(), select: contactChannels });
}
