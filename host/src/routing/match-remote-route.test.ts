import type { RemoteState } from '../platform/catalog-store';
import { matchRemoteRoute } from './match-remote-route';
import { app, remote, route } from './remote-state.fixtures';

const sports: RemoteState = {
  remote: remote('sports', ['/sports', '/electronic']),
  status: 'ready',
  app: app('sports', [route('sports', '/sports'), route('electronic', '/electronic/:id')]),
};

describe('matching a path to the remote that declared it', () => {
  it('matches a declared route and its children, case-insensitively', () => {
    expect(matchRemoteRoute('/sports', [sports])).toMatchObject({
      kind: 'route',
      basePath: '/sports',
    });
    expect(matchRemoteRoute('/Sports/sportsdetail/9', [sports])).toMatchObject({
      kind: 'route',
      basePath: '/Sports',
    });
    expect(matchRemoteRoute('/electronic/42', [sports])).toMatchObject({
      kind: 'route',
      entry: { id: 'electronic' },
      basePath: '/electronic/42',
    });
  });

  it('reports pending, failed and disabled remotes that own the path prefix', () => {
    const live = (status: RemoteState['status']): RemoteState => ({
      remote: remote('live', ['/anchorPlay']),
      status,
    });
    expect(matchRemoteRoute('/anchorPlay', [live('loading')]).kind).toBe('pending');
    expect(matchRemoteRoute('/anchorPlay/x', [live('failed')]).kind).toBe('failed');
    expect(matchRemoteRoute('/anchorPlay', [live('disabled')]).kind).toBe('disabled');
    expect(matchRemoteRoute('/anchorPlayer', [live('failed')]).kind).toBe('none');
  });

  it('finds nothing for unknown paths', () => {
    expect(matchRemoteRoute('/nowhere', [sports]).kind).toBe('none');
  });
});
