import { enabledRemotes, ownsPath, routeFiles } from '../boot/early-remote';

/** Reads a JSON file (registry, manifests) or gives null; cached by the caller. */
export type ReadJson = (url: string) => Promise<unknown>;

/**
 * The files of the remote that owns `pathname` (its entry, its `./routes` files and its messages in
 * `language`), found the way the early script finds them (src/boot/early-remote.ts), for the document
 * to preload before any script runs. Only hints: the page still decides from its own reads, so a stale
 * or wrong guess costs bytes, never correctness.
 */
export async function remotePreloads(
  registryUrl: string,
  pathname: string,
  language: string,
  readJson: ReadJson,
): Promise<string[]> {
  const remotes = enabledRemotes(await readJson(registryUrl));
  const files = await Promise.all(
    remotes.map(async (remote) => {
      const manifestUrl = new URL(remote.manifest, registryUrl).toString();
      const app = await readJson(new URL('app-manifest.json', manifestUrl).toString());
      if (!ownsPath(app, pathname)) return [];
      const mf = await readJson(manifestUrl);
      return mf ? routeFiles(mf, manifestUrl, [language]) : [];
    }),
  );
  return files.flat();
}

/** The host's own files named in its index.html for a remote's page (`<meta name="chunk:federation">`). */
export function hostChunkFilesIn(html: string, name: string): string[] {
  const meta = new RegExp(`<meta[^>]*name="?chunk:${name}"?[^>]*>`).exec(html)?.[0] ?? '';
  const content = /content="?([^">]*)"?/.exec(meta)?.[1] ?? '';
  return content.split(' ').filter((file) => file.startsWith('/') && !file.startsWith('//'));
}
