import type { i18n as I18n } from 'i18next';

/** i18next's store takes a sixth argument (options) that its typings leave out. */
interface QuietStore {
  addResourceBundle(
    lng: string,
    ns: string,
    resources: object,
    deep: boolean,
    overwrite: boolean,
    options: { silent: boolean; skipCopy: boolean },
  ): void;
}

/**
 * Adds a bundle (deep, keeping what is there) without the store's 'added' event, on which every
 * mounted translated component renders again (bindI18nStore: 'added'). Pure: `@app/shared/lazy`
 * bundles it too.
 */
export function addBundleQuietly(i18n: I18n, lng: string, ns: string, bundle: object): void {
  (i18n.store as unknown as QuietStore).addResourceBundle(lng, ns, bundle, true, false, {
    silent: true,
    skipCopy: false,
  });
}
