import { servedRouteStart } from './served-route-start';

// Issue 16: the server may name a route's early painter in the document; the early script re-checks
// the block with its own rules, so a block can never load a script from elsewhere than a remote.

const REMOTES = ['http://127.0.0.1:3003/mf-manifest.json'];
const block = {
  path: '/activity',
  painter: 'http://127.0.0.1:3003/early-paint.js',
  styles: ['http://127.0.0.1:3003/1.c.css', 'javascript:alert(1)'],
  reads: [
    { method: 'GET', path: '/api/promotion/advertise/list', image: 'imageUrl' },
    { method: 'GET', path: '//evil.test/x' },
  ],
};

function served(value: unknown): void {
  document.head.innerHTML = `<script type="application/json" id="route-start">${JSON.stringify(value)}</script>`;
}

test("the block of the page's path, its reads and stylesheets kept only where the early script allows them", () => {
  served(block);
  expect(servedRouteStart(document, '/activity', REMOTES)).toEqual({
    path: '/activity',
    painter: 'http://127.0.0.1:3003/early-paint.js',
    parts: [],
    words: {},
    styles: ['http://127.0.0.1:3003/1.c.css'],
    reads: [{ method: 'GET', path: '/api/promotion/advertise/list', image: 'imageUrl' }],
    remote: 'http://127.0.0.1:3003/mf-manifest.json',
  });
});

test("the painter's parts only as plain files beside the painter's own manifest", () => {
  const part = 'http://127.0.0.1:3003/early-draw-1a2b3c4d.js';
  served({
    ...block,
    parts: [
      part,
      'http://127.0.0.1:3001/early-draw-1a2b3c4d.js', // another remote's folder
      'http://127.0.0.1:3003/x/early-draw.js',
      'https://evil.test/early-draw.js',
      'http://127.0.0.1:3003/draw.css',
      7,
    ],
  });
  expect(servedRouteStart(document, '/activity', REMOTES)?.parts).toEqual([part]);
  served({ ...block, parts: 'http://127.0.0.1:3003/early-draw.js' });
  expect(servedRouteStart(document, '/activity', REMOTES)?.parts).toEqual([]);
});

test("the painter's words by language, by the same rule as its parts", () => {
  const vi = 'http://127.0.0.1:3003/early-words-vi-1a.js';
  served({ ...block, words: { vi, en: 'https://evil.test/early-words-en.js', 'zh-cn': 7 } });
  expect(servedRouteStart(document, '/activity', REMOTES)?.words).toEqual({ vi });
  served({ ...block, words: [vi] });
  expect(servedRouteStart(document, '/activity', REMOTES)?.words).toEqual({});
});

test('none for another path (a guest sent home), a painter off the remotes or a broken block', () => {
  served(block);
  expect(servedRouteStart(document, '/', REMOTES)).toBeNull();
  expect(
    servedRouteStart(document, '/activity', ['http://127.0.0.1:3001/mf-manifest.json']),
  ).toBeNull();
  // same site, another folder than the manifest's; a broken registry entry throws nothing
  served({ ...block, painter: 'http://127.0.0.1:3003/other/early-paint.js' });
  expect(servedRouteStart(document, '/activity', REMOTES)).toBeNull();
  served(block);
  expect(servedRouteStart(document, '/activity', ['not a url', ...REMOTES])?.painter).toBe(
    block.painter,
  );
  served({ ...block, painter: 'http://127.0.0.1:3003/dir/../x.js' });
  expect(servedRouteStart(document, '/activity', REMOTES)).toBeNull();
  served({ ...block, painter: 'http://127.0.0.1:3003/early-paint.css' });
  expect(servedRouteStart(document, '/activity', REMOTES)).toBeNull();
  document.head.innerHTML = '<script type="application/json" id="route-start">{broken</script>';
  expect(servedRouteStart(document, '/activity', REMOTES)).toBeNull();
});

test("a guest's served answers come with the block when well-formed, else the block stands without them", () => {
  const answers = { '/api/promotion/advertise/list': { code: 200, data: [] } };
  served({ ...block, served: { language: 'vi', answers } });
  expect(servedRouteStart(document, '/activity', REMOTES)?.served).toEqual({
    language: 'vi',
    answers,
  });
  for (const broken of [{ language: 'vi', answers: [] }, { answers }, 'x']) {
    served({ ...block, served: broken });
    const start = servedRouteStart(document, '/activity', REMOTES);
    expect(start?.painter).toBe(block.painter);
    expect(start?.served).toBeUndefined();
  }
});
