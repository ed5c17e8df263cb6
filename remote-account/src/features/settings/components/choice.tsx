import ui from '../../../components/ui.module.css';
import styles from './settings.module.css';

export interface ChoiceProps<V extends string | number> {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}

/** A labelled radio group drawn as pills. */
export function Choice<V extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
}: ChoiceProps<V>) {
  return (
    <fieldset className={styles.block}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={ui.segmented}>
        {options.map((o) => (
          <label key={String(o.value)} className={styles.pill} data-checked={o.value === value}>
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
