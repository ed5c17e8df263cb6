import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Stream } from '@app/shared/api/live';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { mockBackend } from '@app/shared/testing';
import { StreamEditor } from './stream-editor';

// i18n is not initialised in component tests: labels show as their keys.
const stream = { id: 7, title: 'Old title', notice: 'Old notice', status: 2 } as unknown as Stream;

function renderEditor(onDone = jest.fn()) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <StreamEditor stream={stream} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const UPDATE = '/api/live/stream/update';
let api: ReturnType<typeof mockBackend>;
beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' }));
  api = mockBackend();
  api.on('POST', UPDATE, () => ({ data: stream }));
});

describe('stream editor (SPEC §7 stream/update: title and room notice)', () => {
  it('saves the trimmed title and notice of that stream, then closes', async () => {
    const onDone = renderEditor();
    fireEvent.change(screen.getByLabelText('anchor.streamTitle'), {
      target: { value: '  Hà Nội – Hải Phòng  ' },
    });
    fireEvent.change(screen.getByLabelText('anchor.notice'), { target: { value: ' Kèo 1x2 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'anchor.save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo(UPDATE).map((c) => c.body)).toEqual([
      { id: 7, title: 'Hà Nội – Hải Phòng', notice: 'Kèo 1x2' },
    ]);
  });

  it('does not save an empty title', async () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('anchor.streamTitle'), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'anchor.save' })).toBeDisabled();
    fireEvent.submit(screen.getByTestId('stream-editor'));
    await new Promise((r) => setTimeout(r, 20)); // a request would have reached the server by now
    expect(api.calls).toHaveLength(0);
  });
});
