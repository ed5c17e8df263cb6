import { useState } from 'react';
import {
  formatDateTimeWithYear,
  marketTimeZone,
  parseDateTimeInput,
  zoneLabel,
} from '@app/shared/rules';

export interface MarketTimeInputProps {
  /** What the field says beside the zone, e.g. 'Starts'. */
  label: string;
  /** The time it holds (epoch ms); null while what is typed is not a time. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** UI language: day/month in Vietnamese, month/day otherwise (SPEC §5). */
  language: string;
  /** Classes of the caller's field, label text and input. */
  className?: string;
  inputClassName?: string;
}

/**
 * A date and 24-hour time typed in the market's zone, named beside the label ('Starts (GMT+7)')
 * and laid out as the site shows dates ('22/11/2026 14:05' in Vietnamese, '11/22/2026 14:05'
 * otherwise), so what an operator types is what members read — not the browser's zone or its US
 * 12-hour picker (issue 53). What cannot be read as a time is marked invalid and gives null.
 */
export function MarketTimeInput({
  label,
  value,
  onChange,
  language,
  className,
  inputClassName,
}: MarketTimeInputProps) {
  const zone = marketTimeZone();
  const shown = value === null ? '' : formatDateTimeWithYear(value, language, zone);
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [lastLanguage, setLastLanguage] = useState(language);
  const [openedAt] = useState(() => Date.now());
  // a new value from outside, or a new language, rewrites the text in the new layout
  if (shown !== lastShown || language !== lastLanguage) {
    setLastShown(shown);
    setLastLanguage(language);
    if (parseDateTimeInput(text, lastLanguage, zone) !== value || language !== lastLanguage)
      setText(shown);
  }
  const invalid = parseDateTimeInput(text, language, zone) === null;
  const example = formatDateTimeWithYear(value ?? openedAt, language, zone);
  return (
    <label className={className}>
      {`${label} (${zoneLabel(zone)})`}
      <input
        className={inputClassName}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={example}
        aria-invalid={invalid}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseDateTimeInput(e.target.value, language, zone));
        }}
      />
    </label>
  );
}
