// The app's start-up tasks (src/index.ts), in the order the app needs them: each group of modules is
// evaluated in a task of its own.
export const START_UP_GROUPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      import(/* webpackMode: "eager" */ '@tanstack/react-query'),
    ]),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'i18next'),
      import(/* webpackMode: "eager" */ 'react-i18next'),
    ]),
  () => import(/* webpackMode: "eager" */ '@app/shared/api'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ '@app/shared/store'),
      import(/* webpackMode: "eager" */ '@app/shared/i18n'),
      import(/* webpackMode: "eager" */ '@app/shared/query'),
      import(/* webpackMode: "eager" */ '@app/shared/ui'),
    ]),
  () => import(/* webpackMode: "eager" */ '../app/app'),
];
