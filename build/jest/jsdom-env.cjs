// jsdom with Node's Fetch API: jsdom has no fetch, Request, Response or streams, and MSW (msw/node)
// intercepts the Fetch API the client's axios `fetch` adapter calls. The classes come from this
// process (undici), not from a polyfill, so tests speak the same Fetch API a browser and Node do.
// AbortController and AbortSignal come along: Node's Request accepts no jsdom signal. FormData, Blob
// and File stay jsdom's: forms build FormData from their elements, FileReader reads jsdom's Blobs.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
