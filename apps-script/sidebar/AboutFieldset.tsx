import { useEffect, useRef } from 'preact/hooks';
import { t } from './words';

/** The evening's name and place as the sidebar's fields hold them, each as typed. */
export interface AboutFields {
  readonly name: string;
  readonly date: string;
  readonly club: string;
  readonly clubNumber: string;
  readonly section: string;
  /** What the federation's results file (USEBIO) asks of the event; the club's own remembered. */
  readonly eventId: string;
  readonly masterpointScale: string;
  readonly masterpointType: string;
  readonly charge: string;
  readonly contact: string;
  readonly usebioVersion: string;
}

export const NO_ABOUT: AboutFields = {
  name: '',
  date: '',
  club: '',
  clubNumber: '',
  section: '',
  eventId: '',
  masterpointScale: '',
  masterpointType: '',
  charge: '',
  contact: '',
  usebioVersion: '1.2',
};

/** The club's own parts, which the spreadsheet remembers for its next evening. */
export type ClubFields = Pick<
  AboutFields,
  'club' | 'clubNumber' | 'masterpointScale' | 'masterpointType' | 'charge' | 'contact' | 'usebioVersion'
>;

/**
 * A form's fields with the club's remembered parts in those still blank (the version, always set, taken
 * as remembered): what the director typed stays, and a club typed keeps the remembered one's number out.
 */
export const withClub = (about: AboutFields, club: Partial<ClubFields>): AboutFields => {
  const filled: { -readonly [K in keyof AboutFields]: string } = { ...about };
  const typedClub = about.club !== '' || about.clubNumber !== '';
  for (const [key, value] of Object.entries(club) as [keyof ClubFields, unknown][]) {
    if (typeof value !== 'string' || value === '' || !(key in NO_ABOUT)) continue;
    if (typedClub && (key === 'club' || key === 'clubNumber')) continue;
    if (filled[key] === '' || key === 'usebioVersion') filled[key] = value;
  }
  return filled;
};

/** Today in the director's own time zone, as a date field takes it. */
export const today = (): string => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/** Each field: its key, its words, its type and the most characters the server keeps. */
const FIELDS = [
  ['name', 'about.name', 'text', 100],
  ['date', 'about.date', 'date', 10],
  ['club', 'about.club', 'text', 100],
  ['clubNumber', 'about.clubNumber', 'text', 20],
  ['section', 'about.section', 'text', 20],
] as const;

/** The federation's fields, folded away: most evenings never change them. */
const FEDERATION = [
  ['eventId', 'federation.eventId', 30],
  ['masterpointScale', 'federation.masterpointScale', 20],
  ['masterpointType', 'federation.masterpointType', 20],
  ['charge', 'federation.charge', 10],
  ['contact', 'federation.contact', 100],
] as const;

const VERSIONS = ['1.2', '1.3'] as const;

/** The fields of an evening's name, date, club and section, and the federation's: at setup, and later. */
export function AboutFieldset(props: {
  about: AboutFields;
  onChange: (about: AboutFields) => void;
  /** The field a refusal names, shown as invalid. */
  invalid?: string | undefined;
}) {
  const group = useRef<HTMLDetailsElement>(null);
  const federal = props.invalid === 'usebioVersion' || FEDERATION.some(([key]) => key === props.invalid);
  // A refusal of a folded field unfolds it, so that the field it names is in sight.
  useEffect(() => {
    if (federal && group.current) group.current.open = true;
  }, [federal, props.invalid]);
  const change = (key: keyof AboutFields, value: string) => props.onChange({ ...props.about, [key]: value });
  return (
    <fieldset class="stack plain">
      <legend>{t('about.legend')}</legend>
      {FIELDS.map(([key, words, type, most]) => (
        <label class="field" key={key}>
          {t(words)}
          <input
            // The typings part text fields from date fields; one input serves both.
            type={type as 'text'}
            name={key}
            value={props.about[key]}
            maxLength={most}
            onInput={(e) => change(key, e.currentTarget.value)}
            aria-invalid={props.invalid === key}
          />
        </label>
      ))}
      <details ref={group} id="federation">
        <summary>{t('federation.legend')}</summary>
        <div class="stack">
          <p class="note">{t('federation.note')}</p>
          {FEDERATION.map(([key, words, most]) => (
            <label class="field" key={key}>
              {t(words)}
              <input
                name={key}
                value={props.about[key]}
                maxLength={most}
                onInput={(e) => change(key, e.currentTarget.value)}
                aria-invalid={props.invalid === key}
              />
            </label>
          ))}
          <label class="field">
            {t('federation.usebio')}
            <select
              name="usebioVersion"
              value={props.about.usebioVersion === '' ? VERSIONS[0] : props.about.usebioVersion}
              onChange={(e) => change('usebioVersion', e.currentTarget.value)}
              aria-invalid={props.invalid === 'usebioVersion'}
            >
              {VERSIONS.map((version) => (
                <option key={version} value={version}>
                  USEBIO {version}
                </option>
              ))}
            </select>
          </label>
        </div>
      </details>
    </fieldset>
  );
}
