/**
 * The loading attributes of an `<img>`: the page's largest first-screen picture (its LCP element) is
 * fetched at once and first, every other one when it nears the viewport. React 18 passes only the
 * lower-case `fetchpriority` through (it warns about `fetchPriority`).
 */
export const imageLoading = (priority: boolean | undefined): Record<string, string> =>
  priority ? { loading: 'eager', fetchpriority: 'high' } : { loading: 'lazy' };
