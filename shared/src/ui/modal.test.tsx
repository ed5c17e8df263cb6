import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MODAL_KEEP_ATTRIBUTE } from './inert-outside';
import { Modal } from './modal';

// Issue 9 item 7: the one modal of the host and the remotes (login, confirmations, reality check,
// the break confirmation): the keyboard contract of a WAI-ARIA modal dialog.
function Harness({ backdrop = true, nested = false }: { backdrop?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(nested);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? (
        <Modal
          labelledBy="t"
          onClose={() => setOpen(false)}
          closeOnBackdrop={backdrop}
          testId="outer"
        >
          <h2 id="t">Title</h2>
          <button type="button">first</button>
          <button type="button" data-autofocus="">
            middle
          </button>
          <button type="button">last</button>
          {inner ? (
            <Modal labelledBy="i" role="alertdialog" onClose={() => setInner(false)} testId="inner">
              <h2 id="i">Inner</h2>
              <button type="button">only</button>
            </Modal>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'open' });

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus to [data-autofocus] and gives it back', async () => {
    render(<Harness />);
    opener().focus();
    fireEvent.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'middle' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener()).toHaveFocus());
    expect(document.body.style.overflow).toBe('');
  });

  it('a dialog replaced by another in one step (loading, then loaded) keeps focus in the dialogs', async () => {
    function Swap() {
      const [stage, setStage] = useState<'closed' | 'loading' | 'loaded'>('closed');
      return (
        <>
          <button type="button" onClick={() => setStage('loading')}>
            open
          </button>
          {stage === 'loading' ? (
            <Modal labelledBy="l" onClose={() => setStage('closed')}>
              <h2 id="l">Opening</h2>
              <button type="button" onClick={() => setStage('loaded')}>
                loaded
              </button>
            </Modal>
          ) : null}
          {stage === 'loaded' ? (
            <Modal labelledBy="f" onClose={() => setStage('closed')}>
              <h2 id="f">Form</h2>
              <input aria-label="field" />
            </Modal>
          ) : null}
        </>
      );
    }
    render(<Swap />);
    opener().focus();
    fireEvent.click(opener());
    const focusedOpener = jest.fn();
    opener().addEventListener('focus', focusedOpener);
    fireEvent.click(screen.getByRole('button', { name: 'loaded' }));
    expect(screen.getByRole('textbox', { name: 'field' })).toHaveFocus();
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: 'field' })).toHaveFocus();
    expect(focusedOpener).not.toHaveBeenCalled(); // no bounce to the page and back
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(opener()).toHaveFocus()); // the loaded one gives it back to the opener
  });

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Harness />);
    fireEvent.click(opener());
    screen.getByRole('button', { name: 'last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  });

  it('closes on a backdrop press unless told not to', () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(opener());
    fireEvent.mouseDown(screen.getByTestId('outer').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<Harness backdrop={false} />);
    fireEvent.click(opener());
    fireEvent.mouseDown(screen.getByTestId('outer').parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets only the top modal answer Escape', () => {
    render(<Harness nested />);
    fireEvent.click(opener());
    expect(screen.getByRole('alertdialog', { name: 'Inner' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument();
  });

  it('makes the page behind inert while open, and only the top layer of nested ones usable (issue 49 #12)', () => {
    const { container } = render(
      <>
        <nav>
          <a href="/x">behind</a>
        </nav>
        <Harness />
      </>,
    );
    const stayInert = document.createElement('div');
    stayInert.setAttribute('inert', ''); // someone else's: never touched
    const toasts = document.createElement('div');
    toasts.setAttribute(MODAL_KEEP_ATTRIBUTE, ''); // the host's notification root
    document.body.append(stayInert, toasts);
    fireEvent.click(opener());
    const outer = screen.getByTestId('outer').parentElement!;
    expect(container).toHaveAttribute('inert');
    expect(outer).not.toHaveAttribute('inert');
    expect(toasts).not.toHaveAttribute('inert');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(container).not.toHaveAttribute('inert');
    expect(stayInert).toHaveAttribute('inert');
    stayInert.remove();
    toasts.remove();
  });

  it('nested: the outer layer is inert under the inner one and usable again when it closes', () => {
    const { container } = render(<Harness nested />);
    fireEvent.click(opener());
    const outer = screen.getByTestId('outer').parentElement!;
    const inner = screen.getByTestId('inner').parentElement!;
    expect(outer).toHaveAttribute('inert');
    expect(inner).not.toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'only' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(outer).not.toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(container).not.toHaveAttribute('inert');
  });
});
