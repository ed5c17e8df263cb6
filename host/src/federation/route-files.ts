// Pure: which files of a remote make up its route code (used by the early script, src/boot/early-remote.ts).

/** The entry and the `./routes` files (JS and CSS loaded at once) named by an `mf-manifest.json`. */
export function routeFiles(manifest: unknown, manifestUrl: string): string[] {
  const m = manifest as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: Array<{
      path?: string;
      assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
    }>;
  } | null;
  const entry = m?.metaData?.remoteEntry;
  const routes = m?.exposes?.find((e) => e.path === './routes');
  const names = [
    ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(routes?.assets?.js?.sync ?? []),
    ...(routes?.assets?.css?.sync ?? []),
  ];
  return names.map((n) => new URL(n, manifestUrl).toString());
}
