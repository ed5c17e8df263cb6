import { ASSESSMENT_MAX, assessmentScore, riskBand } from './self-assessment';

describe('self-assessment scoring', () => {
  it('adds 0-3 per question and waits for every answer', () => {
    expect(assessmentScore(Array(9).fill(2))).toBe(18);
    expect(assessmentScore([3, 3, 3])).toBeNull();
    expect(assessmentScore([0, 0, 0, 0, undefined, 0, 0, 0, 0])).toBeNull();
    expect(ASSESSMENT_MAX).toBe(27);
  });

  it.each([
    [0, 'low'],
    [4, 'low'],
    [5, 'moderate'],
    [11, 'moderate'],
    [12, 'high'],
    [27, 'high'],
  ] as const)('%i points -> %s', (score, band) => {
    expect(riskBand(score)).toBe(band);
  });
});
