import { create } from 'zustand';

/** One alert or confirmation waiting for an answer. */
export interface QueuedDialog {
  id: number;
  title: string;
  message: string;
  ok: string;
  cancel?: string;
  resolve(ok: boolean): void;
}

interface DialogQueue {
  queue: QueuedDialog[];
  /** Resolves with the answer; dialogs show one at a time, oldest first. */
  ask(dialog: Omit<QueuedDialog, 'id' | 'resolve'>): Promise<boolean>;
  answer(ok: boolean): void;
}

let nextId = 1;

export const useDialogQueue = create<DialogQueue>()((set, get) => ({
  queue: [],
  ask: (dialog) =>
    new Promise<boolean>((resolve) => {
      const same = get().queue.find(
        (d) => d.title === dialog.title && d.message === dialog.message,
      );
      if (same) {
        // the same message raised by several failing calls at once shows once
        const previous = same.resolve;
        same.resolve = (ok) => {
          previous(ok);
          resolve(ok);
        };
        return;
      }
      set((s) => ({ queue: [...s.queue, { ...dialog, id: nextId++, resolve }] }));
    }),
  answer: (ok) => {
    const [first, ...rest] = get().queue;
    if (!first) return;
    set({ queue: rest });
    first.resolve(ok);
  },
}));
