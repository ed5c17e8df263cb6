import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RG_MIN_AGE } from '@app/shared/api/member';
import { BIRTH_FIELDS, birthYears, calendarToday } from './birth-date';
import { SESSION_NS } from './session-i18n';
import styles from './login-dialog.module.css';

type Part = keyof typeof BIRTH_FIELDS;

/** The order people write dates in: 22/11 in Vietnamese, 11/22 in English, 2026年11月22日 in Chinese. */
function partsOrder(language: string): Part[] {
  if (language.startsWith('zh')) return ['year', 'month', 'day'];
  if (language.startsWith('vi')) return ['day', 'month', 'year'];
  return ['month', 'day', 'year'];
}

/** Month style per language: 'Jan', 'Tháng 1', '1月' (the long Chinese form is '一月'). */
function monthStyle(language: string): 'short' | 'long' | 'numeric' {
  if (language.startsWith('zh')) return 'numeric';
  if (language.startsWith('vi')) return 'long';
  return 'short';
}

/** Month names in the UI language; numbers where Intl cannot. */
function monthNames(language: string): string[] {
  const numbers = Array.from({ length: 12 }, (_, i) => String(i + 1));
  try {
    const format = new Intl.DateTimeFormat(language, {
      month: monthStyle(language),
      timeZone: 'UTC',
    });
    return numbers.map((_, i) => {
      const name = format.format(Date.UTC(2000, i, 1));
      return name.charAt(0).toUpperCase() + name.slice(1);
    });
  } catch {
    return numbers;
  }
}

const PART_CLASS: Record<Part, string | undefined> = {
  day: styles.dateDay,
  month: styles.dateMonth,
  year: styles.dateYear,
};

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/**
 * Date of birth as three selects (day, month, year): every phone shows them the same way, in the
 * UI language, and the year is one pick away, where a native date picker opens on today and needs
 * twenty-odd years of scrolling. Read with {@link readBirthDate}.
 */
export function BirthDateField() {
  const { t, i18n } = useTranslation(SESSION_NS);
  const id = useId();
  const language = i18n.language;
  const months = useMemo(() => monthNames(language), [language]);
  const years = useMemo(() => birthYears(calendarToday()).map(String), []);
  const options: Record<Part, { label: string; values: string[]; names: string[] }> = {
    day: { label: t('birthDay'), values: DAYS, names: DAYS },
    month: { label: t('birthMonth'), values: DAYS.slice(0, 12), names: months },
    year: { label: t('birthYear'), values: years, names: years },
  };
  return (
    <fieldset className={styles.dateField} aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>{t('birthDate')}</legend>
      <div className={styles.dateRow}>
        {partsOrder(language).map((part) => (
          <select
            key={part}
            className={`${styles.input} ${PART_CLASS[part] ?? ''}`}
            name={BIRTH_FIELDS[part]}
            aria-label={options[part].label}
            defaultValue=""
            autoComplete={`bday-${part}`}
            data-testid={`birth-${part}`}
          >
            <option value="">{options[part].label}</option>
            {options[part].values.map((value, i) => (
              <option key={value} value={value}>
                {options[part].names[i]}
              </option>
            ))}
          </select>
        ))}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('birthDateHint', { minAge: RG_MIN_AGE })}
      </p>
    </fieldset>
  );
}
