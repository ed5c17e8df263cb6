import { withdrawProblem } from './withdraw-problem';

const info = {
  min: 100_000,
  max: 2_000_000,
  withdrawable: 1_500_000,
  daily: { count: 3, countLeft: 2, amount: 2_000_000, amountLeft: 1_800_000 },
};

test.each([
  ['', '123456', 'empty'],
  ['99999', '123456', 'low'],
  ['2000001', '123456', 'high'],
  ['1900000', '123456', 'dailyAmount'],
  ['1600000', '123456', 'over'],
  ['100000', '12345', 'pin'],
  ['100000', '12a456', 'pin'],
  ['100000', '123456', null],
  ['1500000', '123456', null],
])('amount %p with PIN %p: %p', (digits, pin, expected) => {
  expect(withdrawProblem(digits, pin, info)).toBe(expected);
});

test("once today's withdrawals are used, that is said before anything else", () => {
  const spent = { ...info, daily: { ...info.daily, countLeft: 0 } };
  expect(withdrawProblem('100000', '123456', spent)).toBe('dailyCount');
  expect(withdrawProblem('', '', spent)).toBe('dailyCount');
});
