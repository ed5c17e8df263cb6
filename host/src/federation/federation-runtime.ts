import type * as RuntimeInstance from './runtime-instance';

/**
 * The host's federation runtime, loaded when something first needs a remote (a remote route, a home
 * widget, the status page), so neither the runtime nor its share scope is part of the first screen's
 * JavaScript. Set-up (plugins, remote registration) is queued with `onFederationReady` and applied to
 * the instance as soon as it exists, before any caller sees it. A failed chunk load is forgotten, so
 * the next call (a Retry) fetches it again, and the queued set-up is applied then.
 */
export type FederationRuntime = typeof RuntimeInstance;
type SetUp = (runtime: FederationRuntime) => void;

const setUps: SetUp[] = [];
let loaded: FederationRuntime | null = null;
let loading: Promise<FederationRuntime> | null = null;

export function federationRuntime(): Promise<FederationRuntime> {
  loading ??= import(/* webpackChunkName: "federation" */ './runtime-instance').then(
    (runtime) => {
      for (const setUp of setUps) setUp(runtime);
      loaded = runtime;
      return runtime;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Runs `setUp` on the runtime now if it is loaded, else as soon as it loads. */
export function onFederationReady(setUp: SetUp): void {
  setUps.push(setUp);
  if (loaded) setUp(loaded);
}
