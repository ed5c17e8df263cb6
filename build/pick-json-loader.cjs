// `file.json?pick=a,b,c?`: the JSON file's top-level keys a, b and c (which it may lack: `?`) as the
// default export of a JS module (no namespace wrapping in the importer's runtime). An early painter
// fetches the words its first screen shows, not the whole page's (remote-sports/src/app/early-paint-words.ts).
// `file.json?omit=a,b,c?`: the other keys, the rest of those words, which the page adds to the painter's
// (remote-sports/src/i18n/namespace.ts).
module.exports = function pickJson(source) {
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const omit = query.has('omit');
  const listed = (omit ? query.get('omit') : query.get('pick'))?.split(',') ?? [];
  const file = JSON.parse(source);
  const keys = new Set();
  for (const want of listed) {
    const key = want.replace(/\?$/, '');
    if (Object.hasOwn(file, key)) keys.add(key);
    else if (key === want) throw new Error(`${this.resourcePath} has no ${key}`);
  }
  const kept = Object.keys(file).filter((key) => keys.has(key) !== omit);
  const picked = Object.fromEntries(kept.map((key) => [key, file[key]]));
  return `export default ${JSON.stringify(picked)};`;
};
