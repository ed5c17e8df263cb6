import { parseRegistry } from './registry';

const registry = {
  version: 1,
  remotes: [
    {
      id: 'live',
      name: 'remote_live',
      manifest: 'http://127.0.0.1:3002/mf-manifest.json',
      enabled: true,
    },
  ],
};

describe('remote registry', () => {
  it('accepts plain JSON and the backend envelope, applying defaults', () => {
    expect(parseRegistry(registry).remotes[0]?.paths).toEqual([]);
    expect(parseRegistry({ code: 200, msg: 'ok', data: registry }).remotes).toHaveLength(1);
    expect(parseRegistry(registry).activities).toEqual({});
  });

  it.each([null, 'x', { remotes: [{ id: 'a' }] }, { code: 200, data: null }])(
    'rejects %j',
    (bad) => {
      expect(() => parseRegistry(bad)).toThrow('The remote registry is not valid');
    },
  );
});
