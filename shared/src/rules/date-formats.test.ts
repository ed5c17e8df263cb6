import fc from 'fast-check';
import { dateFormat } from './date-formats';
import { formatDayTime } from './market-clock';

describe('dateFormat (issue 16: one formatter per locale and options, not one per row)', () => {
  it('hands back the same formatter for the same locale and options', () => {
    const a = dateFormat('en-US', { timeZone: 'Asia/Shanghai', hour: '2-digit' });
    expect(dateFormat('en-US', { timeZone: 'Asia/Shanghai', hour: '2-digit' })).toBe(a);
    expect(dateFormat('en-US', { timeZone: 'UTC', hour: '2-digit' })).not.toBe(a);
    expect(dateFormat('vi', { timeZone: 'Asia/Shanghai', hour: '2-digit' })).not.toBe(a);
  });

  it('a zone the engine rejects throws every time and formatting still says --', () => {
    expect(() => dateFormat('en-US', { timeZone: 'Mars/Base' })).toThrow(RangeError);
    expect(() => dateFormat('en-US', { timeZone: 'Mars/Base' })).toThrow(RangeError);
    expect(formatDayTime(0, 'en', 'Mars/Base')).toBe('--');
  });

  it('formatting many rows builds the formatter once', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 50; i += 1)
      formatDayTime(Date.UTC(2026, 10, 26, 7, i), 'en', 'Europe/Paris');
    expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    spy.mockRestore();
  });
});

describe('the fixed-offset zones need no Intl, and agree with it (issue 16)', () => {
  it('Vietnam, its old name, China and UTC give what Intl gives, for any time since 1992', () => {
    const intl = (time: number, zone: string) => {
      const p = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(time);
      const g = (t: string) => p.find((x) => x.type === t)?.value;
      return `${g('month')}/${g('day')} ${g('hour')}:${g('minute')}`;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom('Asia/Ho_Chi_Minh', 'Asia/Saigon', 'Asia/Shanghai', 'UTC'),
        (time, zone) => formatDayTime(time, 'en', zone) === intl(time, zone),
      ),
    );
  });

  it('a Vietnamese date on the first screen builds no Intl formatter at all', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    expect(formatDayTime(Date.UTC(2026, 10, 26, 17, 5), 'vi')).toBe('27/11 00:05');
    expect(formatDayTime(Date.UTC(2026, 10, 26, 17, 5), 'zh-cn', 'Asia/Shanghai')).toBe(
      '11/27 01:05',
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('other zones still go through Intl, daylight saving included', () => {
    expect(formatDayTime(Date.UTC(2026, 6, 1, 12, 0), 'en', 'Europe/London')).toBe('07/01 13:00');
    expect(formatDayTime(Date.UTC(2026, 0, 1, 12, 0), 'en', 'Europe/London')).toBe('01/01 12:00');
  });
});
