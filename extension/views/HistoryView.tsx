import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type KeptKind, type KeptSession, quoteText } from '../../core/index';
import { ConfirmButton } from '../components/ConfirmButton';
import { Opening } from '../components/Opening';
import { readHistoryAndAside } from '../kinds/history-read';
import { SendOut } from '../kinds/KeeperActions';
import { roomOf } from '../kinds/kind';
import { type Kinds, loadKinds } from '../kinds/load';
import { nameKey } from '../kinds/name-totals';
import { readKept } from '../kinds/read-kept';
import { KINDS } from '../kinds/registry';
import { reopen } from '../kinds/reopen';
import { focusNext } from '../lib/focus';
import { dayOf } from '../lib/local-time';
import { dateLocale, listOf } from '../lib/two-sides';
import { storageFailure } from '../storage/failures';
import { deleteKept } from '../storage/history';
import type { Options } from '../storage/items';
import { t } from '../words/index';
import { BackupPanel } from './BackupPanel';
import { NameTotals } from './NameTotals';

/** `A rubber, a Chicago, a Bugger game or a team match`: every kind the registry lists, worded when shown. */
const everyKind = (): string =>
  listOf(
    KINDS.map((entry, i) =>
      t('history.aKind', { first: i === 0 ? 'yes' : 'no', kind: entry.key, called: entry.label.called }),
    ),
    'or',
  );

const when = (kept: KeptSession): string => {
  const date = kept.ended ?? kept.started;
  return date === undefined
    ? t('history.undated')
    : new Date(date).toLocaleString(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' });
};

/** A kept session's words, as describe gives them. */
type Described = ReturnType<typeof describe>;

/** The words a list row and the open entry share: kind, date, names, result, and whether it was played out. */
function describe(kept: KeptSession, kinds: Kinds) {
  const read = readKept(kept, kinds);
  const shown = read.ok ? read.value : null;
  // A kind that names no one in `names` (a Bugger game, a match: theirs are in the settings) shows none.
  const named = kinds[kept.kind]?.named.length !== 0;
  const names = named ? (kept.names ?? []).filter((name) => name !== '') : [];
  return {
    title: t('history.title', { kind: shown?.kind.entry.label.title ?? kept.kind, when: when(kept) }),
    names: names.join(', '),
    result: shown ? shown.kind.result(shown.state, shown.names) : t('history.notShown'),
    finished: shown ? shown.kind.finished(shown.state) : true,
    shown,
  };
}

/**
 * One kept session: its pad as it was left; reopened in its tab to change a hand, or resumed when
 * unfinished; printed, saved or deleted (asked once more).
 */
function Kept(props: {
  kept: KeptSession;
  kinds: Kinds;
  back: () => void;
  deleted: () => void;
  reopened: (kind: KeptKind) => void;
}) {
  const { kept } = props;
  const about = describe(kept, props.kinds);
  const Pad = about.shown?.kind.Pad;
  const kind = about.shown?.kind.entry.key ?? 'session';
  // A delete or a reopen the browser's storage refused is said here, the entry still shown.
  const [problem, setProblem] = useState<string | null>(null);
  const remove = () =>
    deleteKept(kept).then(props.deleted, (error: unknown) =>
      setProblem(storageFailure(t('history.notDeleted'), error)),
    );
  const shown = about.shown;
  const room = shown ? roomOf(shown.kind.entry) : t('imps.tab');
  const back = () => {
    if (shown === null) return;
    reopen(kept, shown.kind, about.finished).then(
      (refused) => (refused === null ? props.reopened(kept.kind) : setProblem(refused)),
      (error: unknown) => setProblem(storageFailure(t('history.notReopened'), error)),
    );
  };
  return (
    <div class="stack">
      <button type="button" onClick={props.back} data-next>
        {t('history.back')}
      </button>
      <h2>{about.title}</h2>
      {about.names && <p class="hint">{about.names}</p>}
      <output class="status">
        {about.result}
        {about.finished ? '' : ` ${t('keeper.unfinished')}`}
      </output>
      {Pad && shown && <Pad state={shown.state} events={kept.session.events} names={shown.names} />}
      {shown && (
        <ConfirmButton
          label={t(about.finished ? 'history.reopen' : 'history.resume')}
          confirm={t('history.reopenQuestion', { kind, room, finished: about.finished ? 'yes' : 'no' })}
          onConfirm={back}
        />
      )}
      <SendOut kept={kept} what={t('keeper.called', { kind })} />
      <ConfirmButton
        label={t('history.delete')}
        confirm={t('history.deleteQuestion', { kind })}
        onConfirm={() => void remove()}
      />
      {problem && (
        <p role="alert" class="status error">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * Every session put away, newest first, with its result derived from its events; open one to read its
 * pad. Backup (export all, import) lives here too.
 */
export function HistoryView(props: { reopened?: (kind: KeptKind) => void }) {
  const [read, setRead] = useState<{ history: KeptSession[]; kinds: Kinds } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // Entries set aside while the tab is open: said until it closes, since the next read finds none.
  const [setAside, setSetAside] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const reload = () =>
    Promise.all([readHistoryAndAside(), loadKinds()]).then(
      ([{ history, setAside: found }, kinds]) => {
        setRead({ history, kinds });
        setSetAside((before) => before + found);
        setFailure(null);
      },
      (problem: unknown) => setFailure(storageFailure(t('history.notRead'), problem)),
    );
  useEffect(() => void reload(), []);
  // Opening, going back and deleting each take away the button that had the focus: it goes where the
  // keyboard user was, once the list is drawn again, rather than to the page's start.
  const focusInList = (find: (rows: HTMLElement[]) => HTMLElement | undefined) =>
    setTimeout(() => {
      const root = list.current;
      if (root === null) return;
      const rows = [...root.querySelectorAll<HTMLElement>('[data-kept]')];
      // With no row left, the tab's first control (Export all).
      (find(rows) ?? root.querySelector<HTMLElement>('button'))?.focus();
    });
  // Each kept session replayed once a read, not at each keystroke of a search.
  const described = useMemo(
    () => (read === null ? [] : read.history.map((kept) => ({ kept, about: describe(kept, read.kinds) }))),
    [read],
  );
  if (read === null) return <Opening failure={failure} />;
  const { history, kinds } = read;
  const shown = history.find((kept) => kept.id === open);
  if (shown)
    return (
      <Kept
        kept={shown}
        kinds={kinds}
        back={() => {
          setOpen(null);
          focusInList((rows) => rows.find((row) => row.dataset.kept === shown.id));
        }}
        deleted={() => {
          setOpen(null);
          void reload().then(() => focusInList((rows) => rows[0]));
        }}
        reopened={(kind) => props.reopened?.(kind)}
      />
    );
  return (
    <div class="stack" ref={list}>
      {/* Read again after a delete or an import, and refused: the list below is as it was last read. */}
      {failure && (
        <p role="alert" class="status error">
          {failure}
        </p>
      )}
      {setAside > 0 && (
        <p role="status" class="status">
          {t('history.setAside', { count: setAside })}
        </p>
      )}
      {history.length === 0 ? (
        <p class="hint">{t('history.empty', { kinds: everyKind() })}</p>
      ) : (
        <Listed described={described} search={search} setSearch={setSearch} open={setOpen} />
      )}
      {/* Below the games: what a player opens History for comes first, a backup now and then. */}
      <BackupPanel onImported={reload} />
    </div>
  );
}

/**
 * The kept sessions a search finds (all of them with none), each a button that opens it, and the
 * totals by name over those found: searching a name gives that player's record.
 */
function Listed(props: {
  described: readonly { readonly kept: KeptSession; readonly about: Described }[];
  search: string;
  setSearch: (search: string) => void;
  open: (id: string) => void;
}) {
  const { search } = props;
  const found = props.described.filter(({ kept, about }) => matches(kept, about, search));
  return (
    <>
      <label class="field">
        {t('history.search')}
        <input
          type="search"
          value={search}
          placeholder={t('history.searchPlaceholder')}
          onInput={(event) => props.setSearch(event.currentTarget.value)}
        />
      </label>
      {found.length === 0 ? (
        <p class="hint">{t('history.nothingFound', { search: quoteText(search) })}</p>
      ) : (
        <ul class="history">
          {found.map(({ kept, about }) => {
            return (
              <li key={kept.id}>
                <button
                  type="button"
                  data-kept={kept.id}
                  onClick={() => {
                    props.open(kept.id);
                    focusNext();
                  }}
                >
                  <strong>{about.title}</strong>
                  {about.finished ? '' : ` ${t('keeper.unfinished')}`}
                  {about.names && <span>{about.names}</span>}
                  <span>{about.result}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <NameTotals
        shown={found.flatMap(({ about }) => (about.shown ? [about.shown] : []))}
        searched={search.trim() !== ''}
      />
    </>
  );
}

/** `2026-12-01`: the day as the player lived it (the local date), not as the stored UTC time reads. */
function localDay(when: string | undefined): string {
  const date = new Date(when ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? '' : dayOf(date);
}

/**
 * Whether a search finds a kept session: every word of it starts a word of the session's names, its
 * result line, its kind and date as listed, or its date as 2026-12-01; case and spaces do not count. A
 * sign (`&`, `-`) joins the words either side of it, so that a pair is found as History shows it: `Nora &
 * Sam` is one word, found at `Nora & Sam` and not at `Nora, Eve & Sam`.
 */
function matches(kept: KeptSession, about: { title: string; names: string; result: string }, search: string) {
  const text = [about.title, about.names, about.result, localDay(kept.ended ?? kept.started)].join(' ');
  // Each place a word or a sign starts, read from there with case and spaces dropped: `cy&di` is found
  // at `Cy & Di`, `ann` at `Ann` but not inside `Joanne`, `12` at `2026-12-01`, `&di` at `& Di`.
  let keyed = '';
  const starts: number[] = [];
  let inWord = false;
  for (const char of text) {
    const wordy = WORDY.test(char);
    const space = /\s/.test(char);
    if ((wordy && !inWord) || (!wordy && !space)) starts.push(keyed.length);
    inWord = wordy;
    if (!space) keyed += char.toLowerCase();
  }
  return search
    .replace(SIGN_BETWEEN, '$1')
    .split(/[\s,]+/)
    .map(nameKey)
    .every((word) => starts.some((at) => keyed.startsWith(word, at)));
}

const WORDY = /[\p{L}\p{N}]/u;
/** A run of signs (not a letter, a digit, a space or the comma that parts names) and the spaces around it. */
const SIGN_BETWEEN = /\s*([^\p{L}\p{N}\s,]+)\s*/gu;

/** The History tab as the popup loads it, on first opening. */
export const HistoryTab = (props: { options: Options; reopened?: (kind: KeptKind) => void }) => (
  <HistoryView {...(props.reopened && { reopened: props.reopened })} />
);
