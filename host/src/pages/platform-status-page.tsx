import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { RegistryRemote } from '@app/shared/federation';
import { formatTimeOfDay } from '@app/shared/rules';
import { federationRuntime, type FederationRuntime } from '../federation/federation-runtime';
import { ENTRY_FILE, checkEntry, entryUrlOf, type EntryCheck } from '../federation/entry-integrity';
import { useLoadErrors } from '../federation/load-errors';
import type { SharedContract } from '../federation/shared-contract';
import { useCatalog } from '../platform/catalog-store';
import styles from './platform-status-page.module.css';

interface ShareVersionInfo {
  from?: string;
  loaded?: boolean;
  loading?: unknown;
}

type ShareRow = { name: string; version: string; from: string; loaded: boolean };

/** Who provides each shared singleton, read from the federation runtime's share scope. */
function shareProviders(runtime: FederationRuntime): ShareRow[] {
  const scope = (runtime.getInstance()?.shareScopeMap ?? {}) as Record<
    string,
    Record<string, Record<string, ShareVersionInfo>>
  >;
  const rows: ShareRow[] = [];
  for (const [name, versions] of Object.entries(scope.default ?? {})) {
    for (const [version, info] of Object.entries(versions)) {
      rows.push({ name, version, from: info.from ?? '?', loaded: Boolean(info.loaded) });
    }
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** The share providers once the runtime is loaded (this page may be the first to need it). */
function useShareProviders(): ShareRow[] {
  const [rows, setRows] = useState<ShareRow[]>([]);
  useEffect(() => {
    let live = true;
    federationRuntime().then(
      (runtime) => live && setRows(shareProviders(runtime)),
      () => undefined, // no runtime, no providers: the remotes' own errors are listed below
    );
    return () => {
      live = false;
    };
  }, []);
  return rows;
}

type Integrity = EntryCheck | 'checking' | 'none';

/** Whether each remote's entry matches its release's recorded SHA-384 (issue 47). */
function useIntegrity(remotes: RegistryRemote[]): Record<string, Integrity> {
  // results by `<id> <hash>`: a new release is checked anew
  const [results, setResults] = useState<Record<string, EntryCheck>>({});
  const hashed = remotes.flatMap((r) => {
    const hash = r.integrity?.[ENTRY_FILE];
    return hash ? [{ remote: r, hash, key: `${r.id} ${hash}` }] : [];
  });
  const keys = hashed.map((h) => h.key).join('|');
  useEffect(() => {
    let live = true;
    for (const { remote, hash, key } of hashed)
      void checkEntry(entryUrlOf(remote), hash).then(
        (result) => live && setResults((c) => ({ ...c, [key]: result })),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keys` names what the checks depend on
  }, [keys]);
  return Object.fromEntries(
    remotes.map((r) => {
      const hash = r.integrity?.[ENTRY_FILE];
      const state: Integrity = hash ? (results[`${r.id} ${hash}`] ?? 'checking') : 'none';
      return [r.id, state];
    }),
  );
}

const INTEGRITY_TEXT = {
  matches: 'status.integrityOk',
  differs: 'status.integrityBad',
  unreadable: 'status.integrityUnknown',
  checking: 'status.integrityChecking',
  none: 'status.integrityNone',
} as const satisfies Record<Integrity, string>;

const CONTRACT_TEXT = {
  ok: 'status.contractOk',
  'newer-minor': 'status.contractNewerMinor',
  'other-major': 'status.contractOtherMajor',
} as const satisfies Record<SharedContract, string>;

/** QA panel: registered remotes, versions and build ids, share providers, last load errors. */
export function PlatformStatusPage() {
  const { t } = useTranslation();
  const remotes = useCatalog(useShallow((s) => Object.values(s.remotes)));
  const source = useCatalog((s) => s.registrySource);
  const errors = useLoadErrors((s) => s.errors);
  const providers = useShareProviders();
  const integrity = useIntegrity(remotes.map((r) => r.remote));
  return (
    <div className={styles.page}>
      <h1>{t('status.title')}</h1>
      <p className={styles.muted}>
        Host build <code data-testid="host-build">{__BUILD_ID__}</code> · registry {source}
      </p>
      <h2>{t('status.remotes')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>id</th>
            <th>status</th>
            <th>version</th>
            <th>build</th>
            <th>{t('status.release')}</th>
            <th>{t('status.integrity')}</th>
            <th>{t('status.sharedVersion')}</th>
            <th>manifest</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map((r) => (
            <tr key={r.remote.id} data-testid={`status-${r.remote.id}`}>
              <td>{r.remote.id}</td>
              <td>{r.status}</td>
              <td>{r.app?.version ?? '—'}</td>
              <td data-testid={`build-${r.remote.id}`}>{r.app?.buildId ?? '—'}</td>
              <td data-testid={`release-${r.remote.id}`}>{r.remote.release ?? '—'}</td>
              <td
                data-testid={`integrity-${r.remote.id}`}
                data-integrity={integrity[r.remote.id] ?? 'checking'}
              >
                {t(INTEGRITY_TEXT[integrity[r.remote.id] ?? 'checking'])}
              </td>
              <td data-testid={`contract-${r.remote.id}`} data-contract={r.contract}>
                {r.app ? `${r.app.sharedVersion} · ${t(CONTRACT_TEXT[r.contract ?? 'ok'])}` : '—'}
              </td>
              <td className={styles.url}>{r.remote.manifest}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('status.shared')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>package</th>
            <th>version</th>
            <th>provided by</th>
            <th>loaded</th>
          </tr>
        </thead>
        <tbody>
          {providers.map((s) => (
            <tr key={`${s.name}@${s.version}`}>
              <td>{s.name}</td>
              <td>{s.version}</td>
              <td>{s.from}</td>
              <td>{s.loaded ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('status.errors')}</h2>
      {errors.length === 0 ? (
        <p className={styles.muted}>{t('status.none')}</p>
      ) : (
        <ul className={styles.errors}>
          {errors.map((e) => (
            <li key={`${e.at}-${e.remote}-${e.lifecycle}`}>
              <strong>{e.remote}</strong> · {e.lifecycle} · {formatTimeOfDay(e.at)} — {e.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
