import styles from './admin.module.css';

interface Props {
  label: string;
  name: string;
  defaultValue: string;
  /** [value, what the option says] */
  options: [string, string][];
}

/** A labelled drop-down of the console's filter forms. */
export function SelectField({ label, name, defaultValue, options }: Props) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select name={name} defaultValue={defaultValue}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
