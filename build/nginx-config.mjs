// The nginx front of the built site, generated from the code build/serve.mjs runs (the cache policy,
// the hidden paths, each site's security headers and policy from build/site-headers.mjs), so the
// front and the Node servers cannot drift. nginx serves every static file itself, the build's brotli
// and gzip copies included, and proxies the host's documents to build/document-server.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_RULES, REVALIDATE } from './cache-policy.mjs';
import { HIDDEN_PATHS } from './hidden-paths.mjs';
import { siteSecurityHeaders } from './site-headers.mjs';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const MIME_TYPES = '/etc/nginx/mime.types';

/** A quoted nginx string; nginx would read a `$` in a header value as a variable. */
export function quote(value, { variables = false } = {}) {
  if (!variables && value.includes('$')) throw new Error(`"$" in an nginx value: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The `~` (`~*` when case-insensitive) and PCRE source of a JS regular expression. */
function pcre(pattern) {
  const flags = pattern.flags.replace('i', '');
  if (flags) throw new Error(`nginx has no equivalent of the flags /${flags}: ${pattern}`);
  return { operator: pattern.flags.includes('i') ? '~*' : '~', source: pattern.source };
}

/** A location's regular expression: `~ "…"`. */
export function locationRegex(pattern) {
  const { operator, source } = pcre(pattern);
  return `${operator} ${quote(source, { variables: true })}`;
}

/** A map's regular expression key: `"~…"` (a quote after the `~` would not start a string). */
export function mapRegex(pattern) {
  const { operator, source } = pcre(pattern);
  return quote(`${operator}${source}`, { variables: true });
}

const indent = (lines, depth = 1) => lines.map((l) => (l ? `${'  '.repeat(depth)}${l}` : l));
const block = (head, body) => [`${head} {`, ...indent(body), '}'];

/** Every header build/serve.mjs sends with a site's files, as an include for each static location. */
function headersInclude(site, hostRoot) {
  const headers = siteSecurityHeaders({
    name: site.name,
    dir: site.root,
    hostDir: hostRoot,
    production: site.production,
  });
  return [
    // not `always`: an error answer is not to be cached as the file would be
    'add_header Cache-Control $betlive_cache_control;',
    // federation loads the remotes' files from the host's origin
    'add_header Access-Control-Allow-Origin "*" always;',
    ...Object.entries(headers).map(([k, v]) => `add_header ${k} ${quote(v)} always;`),
    'if ($request_method = OPTIONS) { return 204; }',
    '',
  ].join('\n');
}

const PROXY_INCLUDE = [
  'proxy_pass http://betlive_document;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $http_host;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  // the document server down: the build's layout, which the browser draws and configures itself
  'error_page 502 504 = @layout;',
  '',
].join('\n');

/**
 * The paths no server of the site answers, nested first in every prefix location: nginx tries a
 * prefix location's own regular expressions before the server's.
 */
const hiddenLocations = (headers) =>
  HIDDEN_PATHS.flatMap((p) =>
    block(`location ${locationRegex(p)}`, [`include ${headers};`, 'return 404;']),
  );

/** A path whose last segment has an extension: a file, never the single-page app's document. */
const FILE_PATH = /\.[^/]*$/;

function hostServer(site, conf) {
  const headers = quote(path.join(conf, `${site.name}-headers.conf`));
  const proxy = `include ${quote(path.join(conf, 'document-proxy.conf'))};`;
  return block('server', [
    `listen 127.0.0.1:${site.port};`,
    `root ${quote(site.root)};`,
    ...block('location = /', [proxy]),
    ...block('location = /index.html', [proxy]),
    ...block('location /', [
      `include ${headers};`,
      // an extensionless path that is no file is a route of the app: its document
      'try_files $uri @document;',
      ...hiddenLocations(headers),
      ...block(`location ${locationRegex(FILE_PATH)}`, [
        `include ${headers};`,
        'try_files $uri =404;',
      ]),
    ]),
    ...block('location @document', [proxy]),
    ...block('location @layout', [`include ${headers};`, 'try_files /index.html =502;']),
  ]);
}

function remoteServer(site, conf, releasesDir) {
  const headers = quote(path.join(conf, `${site.name}-headers.conf`));
  const releases = releasesDir
    ? block(`location /releases/remote-${site.name}/`, [
        `include ${headers};`,
        `alias ${quote(path.join(releasesDir, `remote-${site.name}`) + '/')};`,
        ...hiddenLocations(headers),
      ])
    : [];
  return block('server', [
    `listen 127.0.0.1:${site.port};`,
    `root ${quote(site.root)};`,
    ...block('location /', [
      `include ${headers};`,
      // the remote's standalone page answers its routes
      'try_files $uri /index.html;',
      ...hiddenLocations(headers),
      ...block(`location ${locationRegex(FILE_PATH)}`, [
        `include ${headers};`,
        'try_files $uri =404;',
      ]),
    ]),
    ...releases,
  ]);
}

const cacheMap = () =>
  block('map $uri $betlive_cache_control', [
    `default ${quote(REVALIDATE)};`,
    ...CACHE_RULES.map((rule) => `${mapRegex(rule.pattern)} ${quote(rule.cacheControl)};`),
  ]);

const ACCESS_LOG_FORMAT =
  '{"time":"$time_iso8601","method":"$request_method","uri":"$uri","status":$status,' +
  '"bytes":$body_bytes_sent,"ms":$request_time,"upstream_ms":"$upstream_response_time",' +
  '"encoding":"$sent_http_content_encoding"}';

/**
 * The front's files, by path relative to `prefix` (its folder: pid, logs, temp paths, includes).
 * @param {{
 *   prefix: string,
 *   sites: Array<{ name: string, port: number, root: string, up?: boolean, production?: boolean }>,
 *   documentPort: number, statusPort: number, generation?: number, releasesDir?: string | null,
 *   modules?: string[], user?: string | null, mimeTypes?: string,
 * }} o `root` is the folder nginx serves a site from (a symlink a deploy re-points); a site not
 * `up` has no server, so its port refuses connections. `generation` is what the status server
 * answers at /generation, so a reload can be seen to have taken effect. `user` is for a master
 * running as root (its workers would otherwise run as nobody, who cannot read the prefix).
 */
export function nginxConfig({
  prefix,
  sites,
  documentPort,
  statusPort,
  generation = 1,
  releasesDir = null,
  modules = [BROTLI_MODULE],
  user = null,
  mimeTypes = MIME_TYPES,
}) {
  const conf = path.join(prefix, 'conf');
  const temp = (name) => path.join(prefix, 'temp', name);
  const hostRoot = sites.find((s) => s.name === 'host')?.root ?? null;
  const files = { 'conf/document-proxy.conf': PROXY_INCLUDE };
  for (const site of sites)
    files[`conf/${site.name}-headers.conf`] = headersInclude(site, hostRoot);
  const servers = sites
    .filter((site) => site.up !== false)
    .flatMap((site) =>
      site.name === 'host' ? hostServer(site, conf) : remoteServer(site, conf, releasesDir),
    );
  const main = [
    '# Generated by build/nginx-config.mjs: edit that, not this.',
    ...modules.map((m) => `load_module ${quote(m)};`),
    ...(user ? [`user ${user};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${quote(path.join(prefix, 'nginx.pid'))};`,
    `lock_file ${quote(path.join(prefix, 'nginx.lock'))};`,
    'error_log stderr warn;',
    ...block('events', ['worker_connections 1024;']),
    ...block('http', [
      `include ${quote(mimeTypes)};`,
      ...block('types', ['application/manifest+json webmanifest;']),
      'default_type application/octet-stream;',
      'charset utf-8;',
      'charset_types text/css application/javascript application/json application/manifest+json image/svg+xml text/plain;',
      'server_tokens off;',
      'sendfile on;',
      'tcp_nopush on;',
      `log_format betlive escape=json '${ACCESS_LOG_FORMAT}';`,
      `access_log ${quote(path.join(prefix, 'access.log'))} betlive;`,
      `client_body_temp_path ${quote(temp('body'))};`,
      `proxy_temp_path ${quote(temp('proxy'))};`,
      `fastcgi_temp_path ${quote(temp('fastcgi'))};`,
      `uwsgi_temp_path ${quote(temp('uwsgi'))};`,
      `scgi_temp_path ${quote(temp('scgi'))};`,
      // the build's copies (build/precompress-plugin.cjs); documents and small files are gzipped here
      'brotli_static on;',
      'gzip_static on;',
      'gzip on;',
      'gzip_vary on;',
      'gzip_proxied any;',
      'gzip_min_length 1024;',
      'gzip_types text/css application/javascript application/json application/manifest+json image/svg+xml text/plain;',
      ...cacheMap(),
      ...block('upstream betlive_document', [`server 127.0.0.1:${documentPort};`, 'keepalive 16;']),
      ...block('server', [
        `listen 127.0.0.1:${statusPort};`,
        ...block('location = /generation', [
          'default_type text/plain;',
          `return 200 ${quote(String(generation))};`,
        ]),
        ...block('location /', ['return 404;']),
      ]),
      ...servers,
    ]),
    '',
  ].join('\n');
  return { 'nginx.conf': main, ...files };
}

/** Writes the front's files into `prefix` (and its temp folders); returns the main config's path. */
export function writeNginxConfig(options) {
  const files = nginxConfig(options);
  for (const dir of ['conf', 'temp'])
    fs.mkdirSync(path.join(options.prefix, dir), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(options.prefix, file);
    fs.writeFileSync(`${target}.tmp`, text);
    fs.renameSync(`${target}.tmp`, target); // a reload never reads half a file
  }
  return path.join(options.prefix, 'nginx.conf');
}
