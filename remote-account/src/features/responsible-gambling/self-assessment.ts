/**
 * The self-assessment of the "Play responsibly" page: nine questions of our own (not a published
 * screening instrument), each answered never / sometimes / often / always for 0-3 points. It runs
 * in the browser only; nothing is sent to the server.
 */
export const ASSESSMENT_QUESTIONS = [
  'rgTest.q1',
  'rgTest.q2',
  'rgTest.q3',
  'rgTest.q4',
  'rgTest.q5',
  'rgTest.q6',
  'rgTest.q7',
  'rgTest.q8',
  'rgTest.q9',
] as const;

export const ASSESSMENT_ANSWERS = [
  { score: 0, key: 'rgTest.never' },
  { score: 1, key: 'rgTest.sometimes' },
  { score: 2, key: 'rgTest.often' },
  { score: 3, key: 'rgTest.always' },
] as const;

export const ASSESSMENT_MAX = ASSESSMENT_QUESTIONS.length * 3;

export type RiskBand = 'low' | 'moderate' | 'high';

/** 0-4 low; 5-11 moderate (e.g. "sometimes" to most); 12-27 high (e.g. "often" to most). */
export function riskBand(score: number): RiskBand {
  if (score >= 12) return 'high';
  return score >= 5 ? 'moderate' : 'low';
}

/** The total of the answers (one score per question, by index), or null while any is missing. */
export function assessmentScore(answers: ReadonlyArray<number | undefined>): number | null {
  let total = 0;
  for (let i = 0; i < ASSESSMENT_QUESTIONS.length; i += 1) {
    const a = answers[i];
    if (a === undefined) return null;
    total += a;
  }
  return total;
}
