import fc from 'fast-check';
import { createSingleFlight, isFollowed, toggleFollow, type FollowList } from './follow';

describe('follow list toggle (SPEC §3, §4)', () => {
  it.each([
    ['adds to an empty list', {}, 1, 101, { '1': ['101'] }],
    ['appends to the sport list', { '1': ['100'] }, 1, '101', { '1': ['100', '101'] }],
    [
      'removes a followed match',
      { '1': ['100', '101'], '3': ['7'] },
      '1',
      100,
      { '1': ['101'], '3': ['7'] },
    ],
    ['drops an emptied sport', { '1': ['100'], '3': ['7'] }, 1, 100, { '3': ['7'] }],
    ['keeps other sports', { '3': ['7'] }, 5, 9, { '3': ['7'], '5': ['9'] }],
    ['ignores inherited keys', {}, 'constructor', 1, { constructor: ['1'] }],
  ])('%s', (_name, list: FollowList, sport, match, expected) => {
    const before = JSON.stringify(list);
    expect(toggleFollow(list, sport, match)).toEqual(expected);
    expect(JSON.stringify(list)).toBe(before);
  });

  it('isFollowed reads ids as strings', () => {
    const list = { '1': ['100'] };
    expect(isFollowed(list, 1, 100)).toBe(true);
    expect(isFollowed(list, '1', '100')).toBe(true);
    expect(isFollowed(list, 1, 101)).toBe(false);
    expect(isFollowed(list, 'toString', 1)).toBe(false);
  });

  it('property: toggling flips isFollowed; add-then-remove restores the list exactly', () => {
    const ids = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('1', '2', 'x'));
    const lists = fc.dictionary(
      fc.constantFrom('1', '3', '5'),
      fc.uniqueArray(ids.map(String), { minLength: 1 }),
    );
    fc.assert(
      fc.property(lists, ids, ids, (list, sport, match) => {
        const was = isFollowed(list, sport, match);
        const once = toggleFollow(list, sport, match);
        const twice = toggleFollow(once, sport, match);
        expect(isFollowed(once, sport, match)).toBe(!was);
        expect(isFollowed(twice, sport, match)).toBe(was);
        if (!was) expect(twice).toEqual(list);
      }),
    );
  });
});

describe('single in-flight collect call (SPEC §4)', () => {
  it('blocks a second call while the first runs, then opens again', async () => {
    const gate = createSingleFlight();
    let release: (v: string) => void = () => undefined;
    const first = gate.run(() => new Promise<string>((r) => (release = r)));
    const second = jest.fn(async () => 'second');
    expect(gate.busy).toBe(true);
    await expect(gate.run(second)).resolves.toEqual({ status: 'busy' });
    expect(second).not.toHaveBeenCalled();
    release('first');
    await expect(first).resolves.toEqual({ status: 'done', value: 'first' });
    expect(gate.busy).toBe(false);
    await expect(gate.run(second)).resolves.toEqual({ status: 'done', value: 'second' });
  });

  it('frees the gate when the task fails, rejecting only that caller', async () => {
    const gate = createSingleFlight();
    await expect(gate.run(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    await expect(
      gate.run(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(gate.run(async () => 1)).resolves.toEqual({ status: 'done', value: 1 });
  });

  it('lets exactly one of 20 simultaneous calls through', async () => {
    const gate = createSingleFlight();
    const task = jest.fn(async () => 'ok');
    const results = await Promise.all(Array.from({ length: 20 }, () => gate.run(task)));
    expect(task).toHaveBeenCalledTimes(1);
    expect(results.filter((r) => r.status === 'done')).toHaveLength(1);
  });
});
