// The react-i18next API the remotes use, from the host's one instance (issue 16): a remote imports
// these from `@app/shared/i18n`, so a remote route loads what this names, not the whole package
// (Trans and its HTML parser, the HOCs, SSR helpers: ~3.5 KiB gzip no remote used). A remote that
// needs more adds it here and deploys after the host that exports it (README, "Deploying").
export { useTranslation } from 'react-i18next';
