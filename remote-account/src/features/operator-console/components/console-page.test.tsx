import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '@app/shared/testing';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { ConsolePage } from './console-page';

beforeAll(setUpUi);

const REGISTRY = {
  version: 3,
  remotes: [
    {
      id: 'sports',
      name: 'remote_sports',
      manifest: 'http://127.0.0.1:3001/mf-manifest.json',
      enabled: true,
      paths: ['/sports'],
    },
    {
      id: 'live',
      name: 'remote_live',
      manifest: 'http://127.0.0.1:3002/mf-manifest.json',
      enabled: true,
      paths: ['/anchorPlay'],
    },
  ],
  activities: { firstcharge: true, '61flow-activity': true },
};

const ACTIVITY_ROUTES = [
  {
    id: '61flow-activity',
    path: '/61flow-activity',
    activityKey: '61flow-activity',
    title: { en: "Children's Day", vi: 'Ngày Quốc tế Thiếu nhi', 'zh-cn': '六一儿童节' },
  },
];

const manifestsAsked: string[] = [];

beforeEach(() => {
  signIn();
  // each remote's app-manifest, next to its mf-manifest
  manifestsAsked.length = 0;
  server.use(
    http.get('*/app-manifest.json', ({ request }) => {
      manifestsAsked.push(`${request.url} ${request.cache}`);
      return HttpResponse.json({
        id: request.url.includes('3001') ? 'sports' : 'live',
        name: 'x',
        version: '1.2.3',
        buildId: request.url.includes('3001') ? 'abc-1' : 'def-2',
        namespace: 'x',
        sharedVersion: '^0.1.0',
        routes: request.url.includes('3002') ? ACTIVITY_ROUTES : [],
      });
    }),
  );
});

describe('operator console (issue 12)', () => {
  it('lists each remote with the build read from its app-manifest and saves a toggle after a confirm', async () => {
    const api = mockBackend();
    api.on('GET', '/api/platform/registry', () => ({ data: REGISTRY }));
    api.on('PUT', '/api/platform/registry', (c) => ({ data: c.body }));
    renderWithProviders(<ConsolePage />);
    const live = await screen.findByRole('row', { name: /live/ });
    await waitFor(() => expect(live).toHaveTextContent('def-2'));
    expect(manifestsAsked).toContain('http://127.0.0.1:3002/app-manifest.json no-store');
    await userEvent.click(within(live).getByRole('switch', { name: 'Section live on' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.callsTo('/api/platform/registry').filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, apply' }));
    expect(await screen.findByTestId('registry-saved')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      version: 4,
      remotes: [
        { id: 'sports', enabled: true },
        { id: 'live', enabled: false },
      ],
    });
  });

  it('starts a lobby maintenance window only with a lobby id, and ends it', async () => {
    const api = mockBackend();
    const windows: unknown[] = [];
    api.on('GET', '/api/operator/maintenance', () => ({ data: windows }));
    api.on('POST', '/api/operator/maintenance', (c) => {
      const b = c.body as { startTime: number; endTime: number; targetId: string };
      windows.push({
        scope: 'lobby',
        targetId: b.targetId,
        startTime: b.startTime,
        endTime: b.endTime,
      });
      return { data: windows };
    });
    api.on('POST', '/api/operator/maintenance/end', () => {
      windows.length = 0;
      return { data: [] };
    });
    renderWithProviders(<ConsolePage />, '/maintenance');
    const start = await screen.findByRole('button', { name: 'Start maintenance' });
    expect(start).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Lobby id'), '3');
    await userEvent.click(start);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, apply' }));
    const list = await screen.findByTestId('maintenance-list');
    expect(list).toHaveTextContent('Game lobby #3');
    expect(
      api.callsTo('/api/operator/maintenance').find((c) => c.method === 'POST')?.body,
    ).toMatchObject({
      scope: 'lobby',
      targetId: '3',
    });
    await userEvent.click(within(list).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('Nothing is in maintenance.')).toBeInTheDocument();
  });

  it('reads the window as 24-hour Vietnam time, whatever the browser zone (issue 53)', async () => {
    // this project's process runs in UTC (jest.preset.cjs): a browser-local reading would be 7 h off
    const api = mockBackend();
    api.on('GET', '/api/operator/maintenance', () => ({ data: [] }));
    api.on('POST', '/api/operator/maintenance', () => ({ data: [] }));
    renderWithProviders(<ConsolePage />, '/maintenance');
    const from = await screen.findByLabelText('Starts (GMT+7)');
    const to = screen.getByLabelText('Ends (GMT+7)');
    await userEvent.clear(from);
    await userEvent.type(from, '12/24/2026 20:00');
    await userEvent.clear(to);
    await userEvent.type(to, '12/24/2026 9:30 PM');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/24-hour clock, GMT\+7/)).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start maintenance' });
    expect(start).toBeDisabled();
    await userEvent.clear(to);
    await userEvent.type(to, '12/24/2026 21:30');
    await userEvent.selectOptions(screen.getByLabelText('What'), 'site');
    await userEvent.click(start);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, apply' }));
    await waitFor(() =>
      expect(
        api.callsTo('/api/operator/maintenance').find((c) => c.method === 'POST')?.body,
      ).toMatchObject({
        scope: 'site',
        startTime: Date.UTC(2026, 11, 24, 13, 0),
        endTime: Date.UTC(2026, 11, 24, 14, 30),
      }),
    );
  });

  it('lists the audit entries', async () => {
    const api = mockBackend();
    api.on('POST', '/api/operator/audit/list', () => ({
      data: {
        records: [
          {
            id: 1,
            userName: 'admin01',
            action: 'registry.save',
            detail: { remotes: ['live:off', 'sports:on'], activitiesOff: ['61flow-activity'] },
            createdAt: 1,
          },
          {
            id: 2,
            userName: 'admin01',
            action: 'maintenance.start',
            detail: { scope: 'lobby', targetId: '3', start: 1, end: 3_600_001 },
            createdAt: 2,
          },
          {
            id: 3,
            userName: 'admin01',
            action: 'ban.batchUnban',
            detail: { ids: [4, 5] },
            createdAt: 3,
          },
        ],
        total: 3,
      },
    }));
    api.on('GET', '/api/platform/registry', () => ({ data: REGISTRY }));
    renderWithProviders(<ConsolePage />, '/audit');
    const table = await screen.findByTestId('audit-table');
    expect(table).toHaveTextContent('admin01');
    // issue 53 #7: sentences in the operator's language, no action codes, route ids or JSON
    await waitFor(() =>
      expect(table).toHaveTextContent(
        "Sections off: Live streams. Promotions off: Children's Day.",
      ),
    );
    expect(table).toHaveTextContent('Switched sections and promotions');
    expect(table).toHaveTextContent('Game lobby #3 in maintenance from');
    expect(table).toHaveTextContent('Lifted 2 chat bans.');
    expect(table).not.toHaveTextContent(/registry\.save|61flow|[{}"]/);
  });

  it('names each promotion switch by its title from the manifest, not its key', async () => {
    const api = mockBackend();
    api.on('GET', '/api/platform/registry', () => ({ data: REGISTRY }));
    renderWithProviders(<ConsolePage />);
    const toggle = await screen.findByRole('switch', { name: "Children's Day on" });
    expect(toggle.closest('li')).not.toHaveTextContent('61flow');
  });
});
