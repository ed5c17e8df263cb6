// The TanStack Query API the remotes use, from the host's one instance (issue 16): a remote imports
// these from `@app/shared/query`, so a remote route loads what this names, not the whole package
// (hydration, useQueries, suspense and prefetch hooks: ~3 KiB gzip no remote used). A remote that
// needs more adds it here and deploys after the host that exports it (README, "Deploying").
export {
  keepPreviousData,
  queryOptions,
  replaceEqualDeep,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
