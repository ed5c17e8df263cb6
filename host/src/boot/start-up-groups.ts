// The app's start-up tasks (src/index.ts), in the order the app needs them: each group of modules is
// evaluated in a task of its own. A group names what the host imports (./groups): importing a
// library's entry whole would keep every export of it in main.js (the remotes' share of them comes
// with the federation chunk, federation/host-shared.ts).
export const START_UP_GROUPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './groups/router-and-query'),
  () => import(/* webpackMode: "eager" */ './groups/i18n'),
  () => import(/* webpackMode: "eager" */ './groups/shared'),
  () => import(/* webpackMode: "eager" */ '../app/app'),
];
