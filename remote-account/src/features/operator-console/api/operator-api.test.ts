import { toAuditPage, toWindows } from './operator-api';

describe('operator answers are checked before the console shows them', () => {
  it('keeps only well-formed maintenance windows', () => {
    expect(
      toWindows([
        { scope: 'lobby', targetId: '3', startTime: 1, endTime: 2 },
        { scope: 'site', targetId: null, startTime: 1, endTime: 2, title: 'x' },
        { scope: 'moon', startTime: 1, endTime: 2 },
        { scope: 'sports', startTime: 'soon', endTime: 2 },
        null,
      ]),
    ).toEqual([
      { scope: 'lobby', targetId: '3', startTime: 1, endTime: 2 },
      { scope: 'site', targetId: null, startTime: 1, endTime: 2 },
    ]);
    expect(toWindows({})).toEqual([]);
  });

  it('reads an audit page and drops malformed entries', () => {
    expect(
      toAuditPage({
        records: [
          { id: 1, userName: 'admin01', action: 'registry.save', detail: { a: 1 }, createdAt: 5 },
          { id: 'x', action: 'bad', createdAt: 5 },
        ],
        total: 2,
      }),
    ).toEqual({
      total: 2,
      records: [
        { id: 1, userName: 'admin01', action: 'registry.save', detail: { a: 1 }, createdAt: 5 },
      ],
    });
    expect(toAuditPage(null)).toEqual({ total: 0, records: [] });
  });
});
