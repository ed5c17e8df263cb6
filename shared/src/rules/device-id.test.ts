import fc from 'fast-check';
import sha256 from 'crypto-js/sha256';
import encHex from 'crypto-js/enc-hex';
import {
  DEVICE_ID_FALLBACK,
  devicePrefix,
  generateDeviceId,
  isValidDeviceId,
  resolveDeviceId,
  type DeviceIdStorage,
} from './device-id';
import { UA } from './__fixtures__/user-agents';

const NOW = 1_763_791_200_123; // 2025-11-22T06:00:00.123Z
const fixedRandom = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

function memoryStorage(initial: Record<string, string> = {}): DeviceIdStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
}

describe('device id prefix (SPEC §3)', () => {
  it.each([
    [UA.androidChrome, 'H5-AND'],
    [UA.androidWebView, 'H5-AND'],
    [UA.iphoneSafari, 'H5-IOS'],
    [UA.ipad, 'H5-IOS'],
    [UA.windowsChrome, 'PC-WIN'],
    [UA.macSafari, 'PC-MAC'],
    [UA.linuxFirefox, 'PC-LIN'],
    [UA.unknown, 'PC-UNK'],
    [UA.empty, 'PC-UNK'],
  ])('%s -> %s', (ua, prefix) => {
    expect(devicePrefix(ua)).toBe(prefix);
  });
});

describe('device id generation (SPEC §3)', () => {
  it('builds prefix-seconds-random-hash8 with the hash of the first three parts', () => {
    const id = generateDeviceId(UA.windowsChrome, NOW, fixedRandom([0, 0.5, 0.999, 0.1, 0.2, 0.3]));
    const head = 'PC-WIN-1763791200-Af9GMS';
    expect(id).toBe(`${head}-${sha256(head).toString(encHex).slice(0, 8)}`);
    expect(id).toBe('PC-WIN-1763791200-Af9GMS-61f7981d'); // checked against node:crypto
    expect(isValidDeviceId(id)).toBe(true);
  });

  it.each([
    [
      'a throwing random source',
      () => {
        throw new Error('no entropy');
      },
      NOW,
    ],
    ['a NaN random source', () => Number.NaN, NOW],
    ['a NaN time', () => 0.5, Number.NaN],
    ['a negative time', () => 0.5, -1],
  ])('falls back to PC-UNK-0-000000-00000000 on %s (SPEC §8)', (_n, random, now) => {
    expect(generateDeviceId(UA.androidChrome, now, random)).toBe(DEVICE_ID_FALLBACK);
    expect(DEVICE_ID_FALLBACK).toBe('PC-UNK-0-000000-00000000');
  });

  it('clamps an out-of-contract random value of 1 to the last character', () => {
    expect(generateDeviceId(UA.unknown, 0, () => 1)).toMatch(/^PC-UNK-0-999999-[0-9a-f]{8}$/);
  });

  it('property: any agent, time and random source gives a valid id of the documented format', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (ua, now, randoms) => {
          const id = generateDeviceId(ua, now, fixedRandom(randoms));
          expect(id).toMatch(
            /^(H5-AND|H5-IOS|PC-WIN|PC-MAC|PC-LIN|PC-UNK)-\d+-[A-Za-z0-9]{6}-[0-9a-f]{8}$/,
          );
          expect(id.split('-')[2]).toBe(String(Math.floor(now / 1000)));
          expect(isValidDeviceId(id)).toBe(true);
        },
      ),
    );
  });
});

describe('device id validation (SPEC §3)', () => {
  const good = generateDeviceId(UA.macSafari, NOW, fixedRandom([0.3]));
  it.each([
    [good, true],
    [DEVICE_ID_FALLBACK, true],
    [good.replace(/.$/, (c) => (c === '0' ? '1' : '0')), false],
    [good.replace('PC-MAC', 'PC-WIN'), false],
    ['XX-ABC-1-abcdef-12345678', false],
    ['PC-WIN-1-abc-12345678', false],
    ['PC-WIN-1-abcdef-ABCDEF12', false],
    [`${good} `, false],
    [undefined, false],
    [42, false],
  ])('isValidDeviceId(%p) is %p', (value, expected) => {
    expect(isValidDeviceId(value)).toBe(expected);
  });
});

describe('device id resolution order (SPEC §2, §4)', () => {
  it('1. the deviceId query parameter wins and is stored, so a reload without it keeps it', () => {
    const storage = memoryStorage({ deviceId: 'stored-id' });
    expect(resolveDeviceId({ query: '?deviceId=from-app-123', storage })).toBe('from-app-123');
    expect(storage.data.get('deviceId')).toBe('from-app-123');
    expect(resolveDeviceId({ query: new URLSearchParams('deviceId=abc'), storage })).toBe('abc');
    expect(resolveDeviceId({ query: '', storage })).toBe('abc');
  });

  it('2. then the stored value', () => {
    const storage = memoryStorage({ deviceId: 'PC-WIN-1-abcdef-12345678' });
    expect(resolveDeviceId({ query: '?other=1', storage })).toBe('PC-WIN-1-abcdef-12345678');
  });

  it.each([
    ['a stored value containing "undefined"', { deviceId: 'H5-AND-undefined-x' }, ''],
    ['an empty stored value', { deviceId: '' }, ''],
    ['nothing stored', {}, ''],
    ['a query value containing "undefined"', {}, '?deviceId=undefined'],
    ['a query value unsafe for a header', {}, '?deviceId=a%0D%0Ab'],
    ['an empty query value', {}, '?deviceId='],
  ])('3. generates and stores a new id when there is %s', (_n, initial, query) => {
    const storage = memoryStorage(initial);
    const id = resolveDeviceId({ query, storage, ua: UA.iphoneSafari, now: NOW, random: () => 0 });
    expect(id).toMatch(/^H5-IOS-1763791200-AAAAAA-[0-9a-f]{8}$/);
    expect(storage.data.get('deviceId')).toBe(id);
  });

  it('uses safeLocal, navigator, Date.now and Math.random by default', () => {
    localStorage.clear();
    const id = resolveDeviceId();
    expect(isValidDeviceId(id)).toBe(true);
    expect(localStorage.getItem('__deviceId')).toBe(id);
    expect(resolveDeviceId({ query: null })).toBe(id);
  });
});
