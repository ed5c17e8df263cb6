// The host bundles the shared singletons eagerly (build/shared-map.cjs), so no async boundary is needed
// before the app's code: one entry file instead of a chain of chunk requests on the first screen.
// Evaluating all of its modules at once was the first screen's longest task on a cheap phone (about
// 350 ms at CPU 4x, issue 16), so they are evaluated in three tasks: the libraries, the shared
// client with its schemas, then the app. The imports are "eager": no extra file is requested.
import './app/global.css';
import { yieldToMain } from './boot/yield-to-main';

async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ './boot/libraries');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@app/shared/api');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void boot();
