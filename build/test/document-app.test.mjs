import assert from 'node:assert/strict';
import test from 'node:test';
import { documentWithApp } from '../document-config.mjs';

const built =
  '<!doctype html><html lang="vi"><head></head><body>' +
  '<div id="app" data-shell="vi" data-market="vietnam"><!--app--><header>layout</header><!--/app--></div>' +
  '<template id="prerender-en"></template></body></html>';

test('the page the server drew replaces the build layout, marked for hydration in its language', () => {
  const html = documentWithApp(built, { language: 'en', html: '<header>$& drawn</header>' });
  assert.match(
    html,
    /<div id="app" data-prerender="en" data-market="vietnam"><header>\$& drawn<\/header><\/div>/,
  );
  assert.match(html, /<html lang="en">/);
  assert.doesNotMatch(html, /data-shell|<!--app-->|layout/);
  assert.match(html, /<template id="prerender-en">/);
});

test('without a drawn page, or without the markers, the document is unchanged', () => {
  assert.equal(documentWithApp(built, null), built);
  const unmarked = built.replace('<!--app-->', '');
  assert.equal(documentWithApp(unmarked, { language: 'en', html: 'x' }), unmarked);
  assert.equal(documentWithApp(null, { language: 'en', html: 'x' }), null);
});

test('a language cannot break out of its attribute', () => {
  const html = documentWithApp(built, { language: 'en"><script>', html: '' });
  assert.match(html, /data-prerender="enscript"/);
});
