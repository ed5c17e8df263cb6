import entryPoints from '../../../shared/entry-points.json';
import { SERVER_PROVIDED, serverShared } from './server-shared';

// `@app/shared/standalone` runs a remote alone in a browser: never provided by the host
const HOST_ONLY_ABSENT = ['standalone'];

it("provides every @app/shared entry a remote's build may consume, each a loaded singleton", () => {
  const keys = SERVER_PROVIDED.map(([key]) => key);
  for (const name of Object.keys(entryPoints).filter((n) => !HOST_ONLY_ABSENT.includes(n)))
    expect(keys).toContain(`@app/shared/${name}`);
  const shared = serverShared({ react: '19.3.1' });
  expect(shared['react']).toMatchObject({
    version: '19.3.1',
    shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
  });
});
