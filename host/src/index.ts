// The host bundles its singletons as plain modules (build/webpack-app.cjs `runtimeHost`), so no async
// boundary is needed before the app's code: one entry file instead of a chain of chunk requests on
// the first screen. Evaluating all of its modules at once was the first screen's longest task on a
// cheap phone (about 350 ms at CPU 4x, issue 16), so they are evaluated in groups, one task each
// (the imports are "eager": no extra file is requested), and the app starts after the last.
// The design tokens are imported here: the first screen imports only parts of @app/shared/ui.
import '@app/shared/ui/tokens.css';
import './app/global.css';
import { START_UP_GROUPS } from './boot/start-up-groups';
import { yieldToMain } from './boot/yield-to-main';

async function boot(): Promise<void> {
  for (const group of START_UP_GROUPS) {
    await group();
    await yieldToMain();
  }
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void boot();
