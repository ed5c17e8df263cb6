import { VISITOR_EVENTS, whenVisitorActs } from './when-visitor-acts';

// Issue 16: a prefetch for what a visitor may open next waits for them to use the page.
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const doc = { readyState };
  const win = {
    document: doc,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return {
    win: win as unknown as Window,
    fire: (type: string) => target.dispatchEvent(new Event(type)),
    load: () => {
      doc.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
  };
}

describe('work when the visitor starts using the page', () => {
  it('does nothing on a page that is only looked at', () => {
    const { win, load } = fakeWindow('interactive');
    const work = jest.fn();
    whenVisitorActs(work, win);
    load();
    expect(work).not.toHaveBeenCalled();
  });

  it.each(VISITOR_EVENTS)('runs once at the first %s on a loaded page', (type) => {
    const { win, fire } = fakeWindow('complete');
    const work = jest.fn();
    whenVisitorActs(work, win);
    fire(type);
    expect(work).toHaveBeenCalledTimes(1);
    for (const other of VISITOR_EVENTS) fire(other);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a touch before the load waits for it', () => {
    const { win, fire, load } = fakeWindow('loading');
    const work = jest.fn();
    whenVisitorActs(work, win);
    fire('touchstart');
    expect(work).not.toHaveBeenCalled();
    load();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it never runs', () => {
    const first = fakeWindow('complete');
    const work = jest.fn();
    whenVisitorActs(work, first.win)();
    first.fire('pointerdown');
    const second = fakeWindow('loading');
    const cancel = whenVisitorActs(work, second.win);
    second.fire('keydown');
    cancel();
    second.load();
    expect(work).not.toHaveBeenCalled();
  });
});
