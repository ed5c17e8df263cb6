/* global window */
// Development only, before React Fast Refresh's runtime: React DevTools' global hook, keeping the
// renderers injected into it. Each federation container runs a Fast Refresh runtime of its own; a
// remote's starts after React DOM has injected itself, and finds the page's renderer only in the
// hook's `renderers` (the stand-in hook Fast Refresh creates keeps none). The DevTools extension's
// own hook, when installed, is left as it is.
if (typeof window !== 'undefined' && !window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map();
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(internals) {
      nextId += 1;
      renderers.set(nextId, internals);
      return nextId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
}
