// The federation runtime, in a chunk of its own (see federation-runtime.ts): importing this module
// creates the host's instance with what the host provides to the remotes.
import {
  getInstance,
  init,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { hostShared } from './host-shared';

init({ name: 'host', remotes: [], shared: hostShared(), shareStrategy: 'loaded-first' });

export { getInstance, loadRemote, registerPlugins, registerRemotes };
