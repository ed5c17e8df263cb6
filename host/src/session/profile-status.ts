import { create } from 'zustand';

/**
 * Whether the user info (and so the role) was fetched from the server in this page load. The
 * copy in storage can be edited by anyone, so role-gated pages wait for a fresh one (S17).
 */
export type ProfileStatus = 'idle' | 'loading' | 'fresh' | 'failed';

export const useProfileStatus = create<{ status: ProfileStatus }>()(() => ({ status: 'idle' }));

export function setProfileStatus(status: ProfileStatus): void {
  useProfileStatus.setState({ status });
}
