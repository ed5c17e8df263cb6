// Inlined into a remote's own index.html (build/webpack-app.cjs): a remote is built with
// `experiments.externalRuntime`, so its bundles take the federation runtime core from the page
// (`_FEDERATION_RUNTIME_CORE`) instead of each carrying a copy (~20 KiB gzip per remote). In the site the
// host provides it (host/src/federation/runtime-instance.ts); a remote run alone provides it here.
import * as runtimeCore from '@module-federation/runtime-core';

const page = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
