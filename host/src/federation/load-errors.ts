import { create } from 'zustand';

export interface LoadErrorRecord {
  remote: string;
  lifecycle: string;
  message: string;
  at: number;
}

interface LoadErrorsState {
  errors: LoadErrorRecord[];
  record(error: Omit<LoadErrorRecord, 'at'>): void;
}

const MAX_ERRORS = 20;

/** The last remote load errors, for the platform status panel. */
export const useLoadErrors = create<LoadErrorsState>()((set) => ({
  errors: [],
  record: (error) =>
    set((s) => ({ errors: [{ ...error, at: Date.now() }, ...s.errors].slice(0, MAX_ERRORS) })),
}));
