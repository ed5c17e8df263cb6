import { render } from '@testing-library/react';
import { act, useLayoutEffect, useState } from 'react';
import { onFirstContent, useFirstContentShown } from './first-content';

function Page({ shown }: { shown: boolean }) {
  useFirstContentShown(shown);
  return <p>{shown ? 'content' : 'skeleton'}</p>;
}

describe('useFirstContentShown (issue 16, early painted routes)', () => {
  it('tells the listeners once the content is rendered, not while the skeleton is', () => {
    const heard = jest.fn();
    const stop = onFirstContent(heard);
    const view = render(<Page shown={false} />);
    expect(heard).not.toHaveBeenCalled();
    view.rerender(<Page shown />);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells them in the commit that shows the content, before the browser paints it', () => {
    const seen: string[] = [];
    const stop = onFirstContent(() => seen.push(document.body.textContent ?? ''));
    let show: () => void = () => undefined;
    function Toggle() {
      const [shown, setShown] = useState(false);
      useLayoutEffect(() => {
        show = () => setShown(true);
      });
      return <Page shown={shown} />;
    }
    render(<Toggle />);
    act(() => show());
    // a layout effect: the DOM already holds the content when the listener runs
    expect(seen).toEqual(['content']);
    stop();
  });

  it('no longer calls a listener that unsubscribed', () => {
    const heard = jest.fn();
    onFirstContent(heard)();
    render(<Page shown />);
    expect(heard).not.toHaveBeenCalled();
  });
});
