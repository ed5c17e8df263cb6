// Modules handed to the remotes as a copy of their own (host/separate-copies.cjs).
declare module 'zustand-middleware-for-remotes' {
  export * from 'zustand/middleware';
}
