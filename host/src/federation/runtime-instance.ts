// The federation runtime, in a chunk of its own (see federation-runtime.ts): importing this module
// creates the host's instance with what the host provides to the remotes.
import {
  getInstance,
  init,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { hostShared } from './host-shared';
import { configureBreakers } from './breakers';
import { resiliencePlugin, type ResilienceOptions } from './resilience-plugin';

// Remotes are built with `experiments.externalRuntime` (build/webpack-app.cjs): they use this runtime
// core rather than each bundling a copy of their own (their remoteEntry.js was ~28 KiB gzip, nearly
// all of it the runtime). It must be on the page before a remote's entry runs: this chunk loads first.
Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });

init({
  name: 'host',
  remotes: [],
  shared: hostShared(),
  shareStrategy: 'loaded-first',
});

export interface LoadSettings extends ResilienceOptions {
  breakerThreshold: number;
  breakerCooldownMs: number;
}

/**
 * How remotes load (config `remoteLoad`): the circuit breakers and the resilience plugin. Applied by
 * start-up's queued set-up (platform/start-platform.ts) as this chunk arrives, before any load; here
 * so that main.js carries none of that code.
 */
export function configureLoads({ breakerThreshold, breakerCooldownMs, ...load }: LoadSettings) {
  configureBreakers({ threshold: breakerThreshold, cooldownMs: breakerCooldownMs });
  registerPlugins([resiliencePlugin(load)]);
}

export { getInstance, loadRemote, registerPlugins, registerRemotes };
