// A start-up group (../start-up-groups.ts): what the app imports from the router and TanStack Query.
export { createBrowserRouter, Link } from 'react-router-dom';
export { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
