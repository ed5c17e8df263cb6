/**
 * The loading attributes of an `<img>`: the page's largest first-screen picture (its LCP element) is
 * fetched at once and first, every other one when it nears the viewport.
 */
export const imageLoading = (
  priority: boolean | undefined,
): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } =>
  priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
