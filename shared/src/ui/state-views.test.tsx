import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingState, MessageState } from './state-views';

describe('state views (SPEC §8 error and empty states)', () => {
  it('LoadingState is an accessible status with its label', () => {
    render(<LoadingState label="Loading matches" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading matches');
  });

  it('MessageState shows title, body and children; the action button calls onAction', async () => {
    const onAction = jest.fn();
    render(
      <MessageState
        title="Could not load"
        body="Try again later"
        actionLabel="Retry"
        onAction={onAction}
        role="alert"
      >
        <span>extra</span>
      </MessageState>,
    );
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent('Could not load');
    expect(box).toHaveTextContent('Try again later');
    expect(box).toHaveTextContent('extra');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it.each([[{ actionLabel: 'Retry' }], [{ onAction: () => undefined }], [{}]])(
    'no button without both label and handler: %j',
    (props) => {
      render(<MessageState title="Empty" {...props} />);
      expect(screen.getByRole('status')).toHaveTextContent('Empty');
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('status').querySelector('p')).toBeNull();
    },
  );
});
