import { REGISTRY_BLOCK_ID, servedRegistry } from './served-registry';

// Issue 16: the registry's answer the server wrote into the document is used only when it is the
// answer of the page's own registry URL and well-formed; otherwise the page asks for it.
const URL_ = 'http://api.test/api/platform/registry';

function block(text: string | null) {
  document.getElementById(REGISTRY_BLOCK_ID)?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = REGISTRY_BLOCK_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => block(null));

describe("the document's registry answer", () => {
  it('is taken for the same registry URL', () => {
    const body = { code: 200, data: { remotes: [] } };
    block(JSON.stringify({ url: URL_, body }));
    expect(servedRegistry(document, URL_)).toEqual(body);
  });

  it.each([
    ['none', null],
    ['another URL', JSON.stringify({ url: 'http://other.test/r', body: { code: 200 } })],
    ['broken JSON', '{"url":'],
    ['a body that is not an object', JSON.stringify({ url: URL_, body: 'x' })],
    ['null', 'null'],
  ])('is not taken: %s', (_, text) => {
    block(text);
    expect(servedRegistry(document, URL_)).toBeUndefined();
  });
});
