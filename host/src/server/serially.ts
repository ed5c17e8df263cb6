/**
 * Runs tasks one at a time, in the order asked. The server renders with the app's own singletons (one
 * runtime config, one i18n instance, one store): a document is rendered whole before the next one sets
 * them for its own language.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
