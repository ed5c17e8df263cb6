import type * as I18n from '../i18n';

type ExposedModule = { default?: unknown; ready?: unknown };
type ModuleLoader = () => Promise<ExposedModule>;
type I18nModule = typeof I18n;

/**
 * The RemoteModule contract (federation/contracts.ts) for each module a remote exposes: a component
 * as default, and a `ready` promise that settles only once its namespaces' messages are loaded (the
 * host renders the module after it, so no frame shows keys). Each module is imported into a fresh
 * module registry after i18n has started, as in the host, with every namespace's loading held back
 * until the test lets it go.
 */
export function describeExposedModules(
  modules: Record<string, ModuleLoader>,
  namespaces: readonly string[],
): void {
  describe('exposed modules (RemoteModule)', () => {
    it.each(Object.keys(modules))(
      '%s: a component, and `ready` once its messages are in',
      async (expose) => {
        jest.resetModules();
        const held: Array<() => void> = [];
        jest.doMock('../i18n', () => {
          const actual = jest.requireActual<I18nModule>('../i18n');
          const registerNamespace: I18nModule['registerNamespace'] = (ns, loader) =>
            new Promise((resolve) =>
              held.push(() => void actual.registerNamespace(ns, loader).then(resolve)),
            );
          return { ...actual, registerNamespace };
        });
        const { i18n, initI18n } = await import('../i18n');
        await initI18n('en');
        const mod = await modules[expose]!();
        expect(['function', 'object']).toContain(typeof mod.default);
        expect(mod.ready).toBeInstanceOf(Promise);

        let settled = false;
        void (mod.ready as Promise<unknown>).then(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(settled).toBe(false);

        for (const release of held) release();
        await mod.ready;
        const loaded = namespaces.filter((ns) => i18n.hasResourceBundle(i18n.language, ns));
        expect(loaded).toEqual(namespaces);
        jest.dontMock('../i18n');
      },
    );
  });
}
