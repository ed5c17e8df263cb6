import { addBundleQuietly, i18n, registerNamespace, type NamespaceLoader } from '@app/shared/i18n';

const partName = (ns: string, part: string) => `${ns}~${part}`;

/**
 * Issue 16: a remote's messages for a page it loads on demand, in a file of their own, added to the
 * remote's namespace when that page first opens — so the first route carries only its own words and
 * every `t()` keeps its keys. Built on `registerNamespace` (a part is registered as a namespace of its
 * own, which the site's language change loads like any other), so it needs nothing new from the host.
 * The words merge into `ns` silently: nothing on screen uses them yet, so nothing renders again.
 * Resolves once the current language's words (or English, when they fail) are in.
 */
export function registerMessagesPart(
  ns: string,
  part: string,
  loader: NamespaceLoader,
): Promise<void> {
  return registerNamespace(
    partName(ns, part),
    async (language) => {
      const mod = await loader(language);
      const bundle = ('default' in mod ? mod.default : mod) as object;
      addBundleQuietly(i18n, language, ns, bundle);
      // the part's own namespace only marks it loaded for this language
      return {};
    },
    { quiet: true },
  );
}

/**
 * A remote's `messagesPart(part)`: adds that page's words to `ns` (registerMessagesPart) from
 * `load(part, language)`, which the remote writes as one `import()` with both in its path so its build
 * finds every file (`./parts/${part}/${lng}.json`).
 */
export function messagesPartsOf<P extends string>(
  ns: string,
  load: (part: P, language: string) => ReturnType<NamespaceLoader>,
): (part: P) => Promise<void> {
  return (part) => registerMessagesPart(ns, part, (language) => load(part, language));
}

/** Whether a part's words are in for a language (tests and diagnostics). */
export function hasMessagesPart(ns: string, part: string, language: string): boolean {
  return i18n.hasResourceBundle(language, partName(ns, part));
}
