import type { ProgressBar } from './progress-tracker';

const TRICKLE_MS = 250;
const MINIMUM = 0.15;

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Each trickle closes part of the remaining gap, so the bar slows down and never reaches the end alone. */
export function trickle(progress: number): number {
  return Math.min(0.994, progress + (1 - progress) * (progress < 0.5 ? 0.1 : 0.04));
}

/**
 * The one bar at the top of the page (SPEC §2: a progress bar shows during navigation): a fixed
 * 3 px strip in the theme's accent that grows while work is pending and fills, then fades, when it
 * ends. Reduced motion: it jumps to its states instead of sliding and trickling.
 */
export function createProgressBar(doc: Document = document): ProgressBar {
  let root: HTMLDivElement | null = null;
  let bar: HTMLDivElement | null = null;
  let progress = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let removal: ReturnType<typeof setTimeout> | undefined;

  const paint = () => {
    if (bar) bar.style.transform = `translate3d(${(progress - 1) * 100}%, 0, 0)`;
  };

  return {
    start() {
      clearTimeout(removal);
      clearInterval(timer);
      if (!root) {
        root = doc.createElement('div');
        root.className = 'bprogress';
        root.setAttribute('aria-hidden', 'true');
        bar = doc.createElement('div');
        bar.className = 'bar';
        const peg = doc.createElement('div');
        peg.className = 'peg';
        bar.append(peg);
        root.append(bar);
        doc.body.append(root);
      }
      root.dataset.state = 'running';
      progress = MINIMUM;
      paint();
      if (!reducedMotion()) {
        timer = setInterval(() => {
          progress = trickle(progress);
          paint();
        }, TRICKLE_MS);
      }
    },
    done() {
      clearInterval(timer);
      if (!root) return;
      progress = 1;
      paint();
      root.dataset.state = 'done';
      const finished = root;
      removal = setTimeout(
        () => {
          finished.remove();
          if (root === finished) root = bar = null;
        },
        reducedMotion() ? 0 : 400,
      );
    },
  };
}
