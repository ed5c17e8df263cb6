/**
 * Remote releases (issue 47): every build of a remote registered with the backend, and which one is
 * current. A release row is never changed or deleted (its files stay served); a rollback or an
 * activation moves the current pointer, and each change is an operator_audit row.
 */
export const RELEASES_SCHEMA = `
CREATE TABLE IF NOT EXISTS remote_releases (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  remote TEXT NOT NULL,
  build_id TEXT NOT NULL,
  manifest TEXT NOT NULL,
  integrity TEXT NOT NULL,
  released_by TEXT NOT NULL,
  released_at INTEGER NOT NULL,
  UNIQUE (remote, build_id)
);
CREATE TABLE IF NOT EXISTS remote_release_current (
  remote TEXT PRIMARY KEY,
  release_id INTEGER NOT NULL REFERENCES remote_releases(id),
  changed_by TEXT NOT NULL,
  changed_at INTEGER NOT NULL
);
`;

/** In the order a reset empties them (the pointer before the rows it points at). */
export const RELEASES_TABLES = ['remote_release_current', 'remote_releases'];
