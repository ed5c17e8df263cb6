import { QueryClientProvider } from '@tanstack/react-query';
import {
  Component,
  useEffect,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  BrowserRouter,
  Link,
  matchPath,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { accountLogin, getUserInfo } from '@app/shared/api/member';
import { RouteEntrySchema, type RemoteRoutesProps, MountAt } from '@app/shared/federation';
import { createQueryClient } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';
import { installStandaloneServices, STANDALONE_LOGIN_FIELD } from './standalone-services';
import styles from './standalone-shell.module.css';

export interface StandaloneShellProps {
  /**
   * The remote's `src/app-manifest.json` as imported: JSON widens enum values to string, so the
   * routes are checked with RouteEntrySchema when used.
   */
  manifest: {
    id: string;
    routes: ReadonlyArray<{ id: string; path: string } & Record<string, unknown>>;
  };
  RemoteRoutes: ComponentType<RemoteRoutesProps>;
}

function SessionBar({ manifest }: Pick<StandaloneShellProps, 'manifest'>) {
  const navigate = useNavigate();
  useEffect(() => installStandaloneServices((to) => navigate(to)), [navigate]);
  const username = useSessionStore((s) => s.username);
  const [error, setError] = useState<string | null>(null);
  const login = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    try {
      const res = await accountLogin({
        userName: String(form.get('u')),
        password: String(form.get('p')),
      });
      if (!res.accessToken) throw new Error('Login needs a further step');
      useSessionStore
        .getState()
        .signIn({ token: res.accessToken, username: String(form.get('u')) });
      useSessionStore.getState().setUserInfo(await getUserInfo());
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Login failed');
    }
  };
  return (
    <div className={styles.bar}>
      <span className={styles.tag}>standalone · {manifest.id}</span>
      <nav className={styles.links}>
        {manifest.routes
          .filter((r) => !r.path.includes(':'))
          .map((r) => (
            <Link key={r.id} to={r.path}>
              {r.path}
            </Link>
          ))}
      </nav>
      {username ? (
        <span className={styles.form}>
          {username}
          <button type="button" onClick={() => useSessionStore.getState().signOut()}>
            Log out
          </button>
        </span>
      ) : (
        <form className={styles.form} onSubmit={(e) => void login(e)}>
          <input
            id={STANDALONE_LOGIN_FIELD}
            name="u"
            aria-label="User name"
            placeholder="user"
            autoComplete="username"
          />
          <input
            name="p"
            aria-label="Password"
            placeholder="password"
            type="password"
            autoComplete="current-password"
          />
          <button type="submit">Log in</button>
          {error ? <span role="alert">{error}</span> : null}
        </form>
      )}
    </div>
  );
}

function MatchedRoutes({ manifest, RemoteRoutes }: StandaloneShellProps) {
  const { pathname } = useLocation();
  for (const entry of manifest.routes.map((r) => RouteEntrySchema.parse(r))) {
    const m = matchPath({ path: entry.path, end: false }, pathname);
    if (m) {
      return (
        <MountAt basePath={m.pathnameBase}>
          <RemoteRoutes routeId={entry.id} basePath={m.pathnameBase} />
        </MountAt>
      );
    }
  }
  return <p>Pick a page above.</p>;
}

/**
 * What the host's remote boundary does, minimally: a page that throws (or a chunk that fails to load)
 * shows the error under the bar instead of emptying the window; another page resets it.
 */
class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        <p>This page failed: {this.state.error.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}

function BoundedRoutes(props: StandaloneShellProps) {
  const { pathname } = useLocation();
  return (
    <PageBoundary key={pathname}>
      <MatchedRoutes {...props} />
    </PageBoundary>
  );
}

/** A minimal shell so QA can run one remote alone against the API sandbox, with the real providers. */
export function StandaloneShell(props: StandaloneShellProps) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <SessionBar manifest={props.manifest} />
        <main className={styles.main}>
          <Routes>
            <Route path="*" element={<BoundedRoutes {...props} />} />
          </Routes>
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
