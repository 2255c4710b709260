import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { KeptKind } from '../../../core/index';
import { notLoaded, Opening } from '../../components/Opening';
import { type Tab, Tabs } from '../../components/Tabs';
import { KINDS } from '../../kinds/registry';
import { languageOf, notationOf } from '../../lib/language';
import { showScheme } from '../../lib/scheme';
import { useScreenAwake } from '../../lib/wake-lock';
import { useDraftFailure } from '../../storage/drafts';
import { storageFailure } from '../../storage/failures';
import { DEFAULT_OPTIONS, type Options, optionsItem, readOptions } from '../../storage/items';
import { writeLastView } from '../../storage/last-view';
import { ScoreView } from '../../views/ScoreView';
import { currentLanguage, showNotation, switchLanguage, t, wordsReady } from '../../words/index';

export type View = 'score' | 'imps' | KeptKind | 'deal' | 'history' | 'options';

/**
 * The tabs in the current words: Score and IMPs, a tab for each kind of session that has one (the
 * registry's, worded there), Deal, History, Options.
 */
const tabs = (): readonly Tab<View>[] => [
  { key: 'score', label: t('app.tab.score') },
  { key: 'imps', label: t('app.tab.imps') },
  ...KINDS.flatMap(({ key, label }) => (label.tab === undefined ? [] : [{ key, label: label.tab }])),
  { key: 'deal', label: t('app.tab.deal') },
  { key: 'history', label: t('app.tab.history') },
  { key: 'options', label: t('app.tab.options') },
];

/** The view kept from the last time the popup was open, if it is one the popup still has. */
export const readView = (stored: unknown): View => tabs().find((tab) => tab.key === stored)?.key ?? 'score';

/** What a keeper's tab takes. */
type TabProps = { options: Options };

/**
 * A tab whose view is loaded the first time it is shown. The Score view is what most openings need, so
 * it alone is in what the popup loads to open; each keeper, with its engine, comes when its tab does,
 * and so do the Options.
 */
function lazyTab<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyTab(props: P) {
    const [View, setView] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      // Every view but Score speaks beyond the first view's words: they come with it.
      if (View === null)
        Promise.all([load(), wordsReady()]).then(
          ([view]) => {
            loaded = view;
            setView(() => view);
          },
          () => setFailed(true),
        );
    }, []);
    return View === null ? <Opening failure={failed ? notLoaded() : null} /> : <View {...props} />;
  };
}

const ImpsTab = lazyTab<TabProps>(() => import('../../views/ImpsView').then((m) => m.ImpsTab));
/** The tab of each kind of session that has one, loaded with its view. */
const KIND_TABS: { readonly [K in KeptKind]?: ComponentType<TabProps> } = Object.fromEntries(
  KINDS.flatMap(({ key, view }) => (view === undefined ? [] : [[key, lazyTab(view)]])),
);
// The solver comes with the view's worker, not with the view: the tab opens at once, the table follows.
const DealTab = lazyTab<object>(() => import('../../views/DealView').then((m) => m.DealView));
const HistoryTab = lazyTab<TabProps & { reopened: (kind: KeptKind) => void }>(() =>
  import('../../views/HistoryView').then((m) => m.HistoryTab),
);
const OptionsTab = lazyTab<{ options: Options; onChange: (next: Options) => void }>(() =>
  import('../../views/OptionsView').then((m) => m.OptionsView),
);

/** Opens on `initial`, the view the popup was left on: a rubber in play reopens on its pad. */
export function App(props: { initial: View }) {
  const [view, setShown] = useState<View>(props.initial);
  const setView = (next: View) => {
    setShown(next);
    writeLastView(next);
  };
  const [options, setOptions] = useState<Options>(DEFAULT_OPTIONS);
  // The language the views are rendered in: they are rendered anew (keyed by it) once its words are in.
  const [language, setLanguage] = useState(currentLanguage());
  const speak = (chosen: Options) => {
    const next = languageOf(chosen.language);
    const notation = notationOf(chosen);
    showNotation(notation);
    writeLastView(notation, 'notation');
    // Switched once the whole dictionary is in, so the tab open, whichever it is, is rendered anew in
    // one language. On the first options read it is what loads the words beyond the first view, while
    // the Score view shows. Not loaded: the words shown stay, and so does the language kept for the next
    // opening. Overtaken by a later choice: that one speaks.
    switchLanguage(next).then(
      (switched) => {
        if (!switched) return;
        writeLastView(next, 'language');
        setLanguage(next);
      },
      () => setLanguage(currentLanguage()),
    );
  };
  // Options storage would not read or keep: said above the tabs, as the defaults are used meanwhile.
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void optionsItem.getValue().then(
      (stored) => {
        const read = readOptions(stored);
        setOptions(read);
        showScheme(read.scheme);
        speak(read);
      },
      (failure: unknown) => setProblem(storageFailure(t('app.optionsNotRead'), failure)),
    );
  }, []);
  const changeOptions = (next: Options) => {
    setOptions(next);
    showScheme(next.scheme);
    speak(next);
    optionsItem.setValue(next).then(
      () => setProblem(null),
      (failure: unknown) => setProblem(storageFailure(t('app.optionsNotStored'), failure)),
    );
  };
  // Half-typed entries storage would not read or keep, for every tab: the fields keep what is typed.
  const draftFailure = useDraftFailure();
  const KindTab = KIND_TABS[view as KeptKind];
  // A game's pad keeps the screen on while it is shown (a match's, on the IMPs tab, by ImpsView).
  useScreenAwake(KindTab !== undefined);
  return (
    <main key={language}>
      <h1>{t('app.title')}</h1>
      {problem && (
        <p role="alert" class="status error">
          {problem}
        </p>
      )}
      {draftFailure && (
        <p role="status" class="status error">
          {draftFailure}
        </p>
      )}
      <Tabs tabs={tabs()} current={view} onSelect={setView}>
        {view === 'score' && <ScoreView />}
        {view === 'imps' && <ImpsTab options={options} />}
        {KindTab && <KindTab options={options} />}
        {view === 'deal' && <DealTab />}
        {view === 'history' && (
          // A game reopened from History is shown where it is played: its tab, or IMPs for a match.
          <HistoryTab
            options={options}
            reopened={(kind) => {
              // The IMPs tab opens on the part last chosen: a reopened match must not wait behind the calculators.
              if (!KIND_TABS[kind]) writeLastView('match', 'imps');
              setView(KIND_TABS[kind] ? kind : 'imps');
            }}
          />
        )}
        {view === 'options' && <OptionsTab options={options} onChange={changeOptions} />}
      </Tabs>
    </main>
  );
}
