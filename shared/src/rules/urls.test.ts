import { isAbsoluteUrl, isPrivateHost, resolveImageSrc } from './urls';

describe('absolute URL test (SPEC §5)', () => {
  it.each([
    ['http://a.com/x.png', true],
    ['https://a.com/x.png', true],
    ['HTTPS://A.COM', true],
    ['data:image/png;base64,AAAA', true],
    ['file:///tmp/x.png', true],
    ['//cdn.example.com/x.png', true],
    ['cdn.example.com/x.png', true],
    ['example.com', true],
    ['img.example.com.vn/a/b.jpg?x=1', true],
    ['203.0.113.5:8080/a.png', true],
    ['cdn.example.com:8443/x.png', true],
    ['logo.png', false],
    ['static.app.js', false],
    ['images/logo.png', false],
    ['/images/logo.png', false],
    ['./logo.png', false],
    ['../logo.png', false],
    ['', false],
    ['-bad-.com/x', false],
  ])('isAbsoluteUrl(%p) = %p', (input, expected) => {
    expect(isAbsoluteUrl(input)).toBe(expected);
  });
});

describe('private hosts (SPEC §5)', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['192.168.1.20', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['[::1]', true],
    ['0.0.0.0', true],
    ['172.32.0.1', false],
    ['192.169.1.1', false],
    ['11.0.0.1', false],
    ['www.example.com', false],
    ['localhost.example.com', false],
  ])('isPrivateHost(%p) = %p', (host, expected) => {
    expect(isPrivateHost(host)).toBe(expected);
  });
});

describe('image source resolution (SPEC §5)', () => {
  const live = {
    origin: 'https://www.site.vn',
    hostname: 'www.site.vn',
    productionHost: 'https://prod.site.vn',
  };
  const local = (hostname: string, productionHost = 'https://prod.site.vn/') => ({
    origin: `http://${hostname}:3000`,
    hostname,
    productionHost,
  });

  it.each([
    ['absolute kept', 'https://cdn.x.com/a.png', live, 'https://cdn.x.com/a.png'],
    ['protocol-relative kept', '//cdn.x.com/a.png', live, '//cdn.x.com/a.png'],
    ['domain-like kept', 'cdn.x.com/a.png', live, 'cdn.x.com/a.png'],
    ['data kept', 'data:image/png;base64,AA', local('localhost'), 'data:image/png;base64,AA'],
    ['relative with slash gets origin', '/img/a.png', live, 'https://www.site.vn/img/a.png'],
    ['relative without slash gets origin', 'img/a.png', live, 'https://www.site.vn/img/a.png'],
    ['dot-relative gets origin', './img/a.png', live, 'https://www.site.vn/img/a.png'],
    [
      'localhost uses production host',
      '/img/a.png',
      local('localhost'),
      'https://prod.site.vn/img/a.png',
    ],
    [
      '127.x uses production host',
      'img/a.png',
      local('127.0.0.1'),
      'https://prod.site.vn/img/a.png',
    ],
    [
      '192.168.x uses production host',
      '/a.png',
      local('192.168.0.9'),
      'https://prod.site.vn/a.png',
    ],
    ['10.x uses production host', '/a.png', local('10.0.0.9'), 'https://prod.site.vn/a.png'],
    [
      'bare production host gets https',
      '/a.png',
      local('localhost', 'prod.site.vn'),
      'https://prod.site.vn/a.png',
    ],
    ['empty gives empty', '', live, ''],
    ['blank gives empty', '  ', live, ''],
    ['non-string gives empty', null, live, ''],
  ])('%s', (_name, src, site, expected) => {
    expect(resolveImageSrc(src, site)).toBe(expected);
  });
});
