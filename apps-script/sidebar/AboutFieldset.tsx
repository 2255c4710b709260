import { t } from './words';

/** The evening's name and place as the sidebar's fields hold them, each as typed. */
export interface AboutFields {
  readonly name: string;
  readonly date: string;
  readonly club: string;
  readonly clubNumber: string;
  readonly section: string;
}

export const NO_ABOUT: AboutFields = { name: '', date: '', club: '', clubNumber: '', section: '' };

/** Today in the director's own time zone, as a date field takes it. */
export const today = (): string => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

const FIELDS = [
  ['name', 'about.name', 'text'],
  ['date', 'about.date', 'date'],
  ['club', 'about.club', 'text'],
  ['clubNumber', 'about.clubNumber', 'text'],
  ['section', 'about.section', 'text'],
] as const;

/** The fields of an evening's name, date, club and section: at setup, and to change them later. */
export function AboutFieldset(props: {
  about: AboutFields;
  onChange: (about: AboutFields) => void;
  /** The field a refusal names, shown as invalid. */
  invalid?: string | undefined;
}) {
  return (
    <fieldset class="stack plain">
      <legend>{t('about.legend')}</legend>
      {FIELDS.map(([key, words, type]) => (
        <label class="field" key={key}>
          {t(words)}
          <input
            // The typings part text fields from date fields; one input serves both.
            type={type as 'text'}
            name={key}
            value={props.about[key]}
            maxLength={key === 'clubNumber' || key === 'section' ? 20 : 100}
            onInput={(e) => props.onChange({ ...props.about, [key]: e.currentTarget.value })}
            aria-invalid={props.invalid === key}
          />
        </label>
      ))}
    </fieldset>
  );
}
