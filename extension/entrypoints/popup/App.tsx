import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { type Tab, Tabs } from '../../components/Tabs';
import { DEFAULT_OPTIONS, type Options, optionsItem, readOptions, writeLastView } from '../../storage';
import { OptionsView } from '../../views/OptionsView';
import { ScoreView } from '../../views/ScoreView';

export type View = 'score' | 'imps' | 'rubber' | 'chicago' | 'bugger' | 'history' | 'options';

const TABS: readonly Tab<View>[] = [
  { key: 'score', label: 'Score' },
  { key: 'imps', label: 'IMPs' },
  { key: 'rubber', label: 'Rubber' },
  { key: 'chicago', label: 'Chicago' },
  { key: 'bugger', label: 'Bugger' },
  { key: 'history', label: 'History' },
  { key: 'options', label: 'Options' },
];

/** The view kept from the last time the popup was open, if it is one the popup still has. */
export const readView = (stored: unknown): View => TABS.find((tab) => tab.key === stored)?.key ?? 'score';

type TabView = ComponentType<{ options: Options }>;

/**
 * A tab whose view is loaded the first time it is shown. The Score view is what most openings need, so
 * it alone is in what the popup loads to open; each keeper, with its engine, comes when its tab does.
 */
function lazyTab(load: () => Promise<TabView>): TabView {
  let loaded: TabView | null = null;
  return function LazyTab(props) {
    const [View, setView] = useState<TabView | null>(() => loaded);
    useEffect(() => {
      if (View === null)
        void load().then((view) => {
          loaded = view;
          setView(() => view);
        });
    }, []);
    return View === null ? <p>Loading…</p> : <View options={props.options} />;
  };
}

const ImpsTab = lazyTab(() => import('../../views/ImpsView').then((m) => m.ImpsTab));
const RubberTab = lazyTab(() => import('../../views/RubberView').then((m) => m.RubberTab));
const ChicagoTab = lazyTab(() => import('../../views/ChicagoView').then((m) => m.ChicagoTab));
const BuggerTab = lazyTab(() => import('../../views/BuggerView').then((m) => m.BuggerTab));
const HistoryTab = lazyTab(() => import('../../views/HistoryView').then((m) => m.HistoryTab));

/** Opens on `initial`, the view the popup was left on: a rubber in play reopens on its pad. */
export function App(props: { initial: View }) {
  const [view, setShown] = useState<View>(props.initial);
  const setView = (next: View) => {
    setShown(next);
    writeLastView(next);
  };
  const [options, setOptions] = useState<Options>(DEFAULT_OPTIONS);
  useEffect(() => {
    void optionsItem.getValue().then((stored) => setOptions(readOptions(stored)));
  }, []);
  const changeOptions = (next: Options) => {
    setOptions(next);
    void optionsItem.setValue(next);
  };
  return (
    <main>
      <h1>Bridge Scorer</h1>
      <Tabs tabs={TABS} current={view} onSelect={setView}>
        {view === 'score' && <ScoreView />}
        {view === 'imps' && <ImpsTab options={options} />}
        {view === 'rubber' && <RubberTab options={options} />}
        {view === 'chicago' && <ChicagoTab options={options} />}
        {view === 'bugger' && <BuggerTab options={options} />}
        {view === 'history' && <HistoryTab options={options} />}
        {view === 'options' && <OptionsView options={options} onChange={changeOptions} />}
      </Tabs>
    </main>
  );
}
