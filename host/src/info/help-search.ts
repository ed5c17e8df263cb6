import type { InfoMessages } from './locales/en';

export type HelpTopic = InfoMessages['help']['topics'][number];
export type HelpItem = HelpTopic['items'][number];

/**
 * Folds text for matching: lower case, accents removed (NFD then combining marks dropped) and
 * đ/Đ to d, so "tai khoan" matches "tài khoản". Chinese characters pass through unchanged.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Topics whose questions match every word of the query (in the question or its answer), optionally limited to one topic; topics left without questions are dropped.
 */
export function filterHelpTopics(
  topics: readonly HelpTopic[],
  query: string,
  topicId: string | null = null,
): HelpTopic[] {
  const words = foldText(query).split(' ').filter(Boolean);
  return topics
    .filter((topic) => topicId === null || topic.id === topicId)
    .map((topic) => {
      if (words.length === 0) return topic;
      const items = topic.items.filter((item) => {
        const haystack = foldText(`${item.q} ${item.a}`);
        return words.every((word) => haystack.includes(word));
      });
      return { ...topic, items };
    })
    .filter((topic) => topic.items.length > 0);
}
