import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import {
  ASSESSMENT_ANSWERS,
  ASSESSMENT_MAX,
  ASSESSMENT_QUESTIONS,
  assessmentScore,
  riskBand,
} from '../self-assessment';
import styles from './play.module.css';

const BAND_TEXT = {
  low: { title: 'rgTest.lowTitle', body: 'rgTest.lowBody' },
  moderate: { title: 'rgTest.moderateTitle', body: 'rgTest.moderateBody' },
  high: { title: 'rgTest.highTitle', body: 'rgTest.highBody' },
} as const;

const noAnswers = (): Array<number | undefined> => ASSESSMENT_QUESTIONS.map(() => undefined);

/** Nine questions scored in the browser into a low / moderate / high band with advice. */
export function SelfAssessmentForm() {
  const { t } = useTranslation(NS);
  const [answers, setAnswers] = useState(noAnswers);
  const [submitted, setSubmitted] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const score = assessmentScore(answers);
  const band = score === null ? null : riskBand(score);
  useEffect(() => {
    if (submitted) resultRef.current?.focus();
  }, [submitted]);
  return (
    <form
      className={ui.panel}
      aria-labelledby="rg-test-title"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
      }}
    >
      <div>
        <h2 id="rg-test-title" className={ui.panelTitle}>
          {t('rgTest.title')}
        </h2>
        <p className={ui.muted}>{t('rgTest.lead')}</p>
      </div>
      <ol className={styles.questions}>
        {ASSESSMENT_QUESTIONS.map((q, i) => (
          <li key={q}>
            <fieldset className={styles.question}>
              <legend className={styles.questionText}>{t(q)}</legend>
              <div className={styles.answers}>
                {ASSESSMENT_ANSWERS.map((a) => (
                  <label
                    key={a.key}
                    className={styles.answer}
                    data-checked={answers[i] === a.score}
                  >
                    <input
                      type="radio"
                      name={`rg-q${i + 1}`}
                      checked={answers[i] === a.score}
                      onChange={() =>
                        setAnswers((prev) => prev.map((v, j) => (j === i ? a.score : v)))
                      }
                    />
                    {t(a.key)}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {submitted && score === null && (
        <p className={ui.fail} role="alert">
          {t('rgTest.missing', { n: answers.filter((a) => a === undefined).length })}
        </p>
      )}
      {submitted && score !== null && band && (
        <div
          ref={resultRef}
          tabIndex={-1}
          className={styles.result}
          data-band={band}
          data-testid="rg-assessment-result"
          role="status"
        >
          <strong className={styles.resultTitle}>{t(BAND_TEXT[band].title)}</strong>
          <span className={styles.resultScore}>
            {t('rgTest.score', { score, max: ASSESSMENT_MAX })}
          </span>
          <p>{t(BAND_TEXT[band].body)}</p>
          <p className={ui.muted}>{t('rgTest.disclaimer')}</p>
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className={ui.primary}>
          {t('rgTest.submit')}
        </button>
        <button
          type="button"
          className={ui.ghost}
          onClick={() => {
            setAnswers(noAnswers());
            setSubmitted(false);
          }}
        >
          {t('rgTest.again')}
        </button>
      </div>
    </form>
  );
}
