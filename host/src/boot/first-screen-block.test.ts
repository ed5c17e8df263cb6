import { servedFirstScreen } from './first-screen-block';

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'first-screen';
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
}

describe('servedFirstScreen (the answers the server wrote into the document)', () => {
  it('gives the answers when they are in the page language', () => {
    const doc = documentWith('{"language":"vi","answers":{"/a":{"code":200}}}');
    expect(servedFirstScreen(doc, 'vi')).toEqual({
      language: 'vi',
      answers: { '/a': { code: 200 } },
    });
  });

  it.each([
    ['no block', null],
    ['another language', '{"language":"en","answers":{}}'],
    ['broken JSON', '{"language":"vi",'],
    ['answers not an object', '{"language":"vi","answers":[1]}'],
    ['no answers', '{"language":"vi"}'],
    ['not an object', 'null'],
  ])('gives nothing for %s', (_what, text) => {
    expect(servedFirstScreen(documentWith(text), 'vi')).toBeNull();
  });
});
