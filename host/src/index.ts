// The host bundles the shared singletons eagerly (build/shared-map.cjs), so no async boundary is needed
// before the app's code: one entry file instead of a chain of chunk requests on the first screen.
import './bootstrap';
