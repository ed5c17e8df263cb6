// `@app/shared/standalone`: what a remote needs to run alone for its team and QA (never loaded by the host).
export * from './standalone-shell';
export * from './start-standalone';
