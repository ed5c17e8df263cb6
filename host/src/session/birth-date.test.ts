import { birthYears, calendarToday, readBirthDate } from './birth-date';

function form(day: string, month: string, year: string): HTMLFormElement {
  const el = document.createElement('form');
  for (const [name, value] of [
    ['birthDay', day],
    ['birthMonth', month],
    ['birthYear', year],
  ] as const) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    el.appendChild(input);
  }
  return el;
}

const TODAY = new Date(Date.UTC(2026, 10, 22));

describe('date of birth rules (issue 18)', () => {
  it('today is the member’s own calendar day, whatever the UTC date', () => {
    const justAfterMidnight = new Date(2026, 10, 22, 0, 30).getTime();
    const justBeforeMidnight = new Date(2026, 10, 22, 23, 30).getTime();
    expect(calendarToday(justAfterMidnight).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(calendarToday(justBeforeMidnight).toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('offers the years from 21 to 100 years back, youngest first', () => {
    const years = birthYears(TODAY);
    expect(years[0]).toBe(2005);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(80);
  });

  it.each([
    [['', '11', '2000'], { error: 'birthDateRequired' }],
    [['31', '4', '2000'], { error: 'birthDateInvalid' }],
    [['29', '2', '2003'], { error: 'birthDateInvalid' }],
    [['23', '11', '2005'], { error: 'underAge' }],
    [['22', '11', '2005'], { birthDate: '2005-11-22' }],
    [['29', '2', '2004'], { birthDate: '2004-02-29' }],
    [['1', '1', '1990'], { birthDate: '1990-01-01' }],
  ] as const)('%j -> %j', ([day, month, year], expected) => {
    expect(readBirthDate(form(day, month, year), TODAY)).toEqual(expected);
  });
});
