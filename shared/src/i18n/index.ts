// `@app/shared/i18n`: the one i18next instance, its namespaces and language switching.
export * from './i18n';
export * from './react-i18n';
export { addBundleQuietly } from './add-quietly';
