// `file.json?pick=a,b,c?`: the JSON file's top-level keys a, b and c (which it may lack: `?`) as the
// default export of a JS module (no namespace wrapping in the importer's runtime). An early painter
// fetches the words its first screen shows, not the whole page's (remote-sports/src/app/early-paint-words.ts).
module.exports = function pickJson(source) {
  const wanted = new URLSearchParams(this.resourceQuery.slice(1)).get('pick')?.split(',') ?? [];
  const file = JSON.parse(source);
  const picked = {};
  for (const want of wanted) {
    const key = want.replace(/\?$/, '');
    if (Object.hasOwn(file, key)) picked[key] = file[key];
    else if (key === want) throw new Error(`${this.resourcePath} has no ${key}`);
  }
  return `export default ${JSON.stringify(picked)};`;
};
