// `@app/shared/store`: the site-wide client state, one zustand instance of each store on the page.
export * from './session-store';
export * from './app-store';
export * from './settings-store';
export * from './sports-config-store';
export * from './popup-markers';
export * from './money-in-flight';
