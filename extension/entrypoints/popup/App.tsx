import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type Tab, Tabs } from '../../components/Tabs';
import { chicagoKeeper, rubberKeeper } from '../../lib/keepers';
import { DEFAULT_OPTIONS, type Options, optionsItem, readOptions, writeLastView } from '../../storage';
import { ChicagoView } from '../../views/ChicagoView';
import { ImpsView } from '../../views/ImpsView';
import { OptionsView } from '../../views/OptionsView';
import { RubberView } from '../../views/RubberView';
import { ScoreView } from '../../views/ScoreView';

export type View = 'score' | 'imps' | 'rubber' | 'chicago' | 'bugger' | 'options';

const TABS: readonly Tab<View>[] = [
  { key: 'score', label: 'Score' },
  { key: 'imps', label: 'IMPs' },
  { key: 'rubber', label: 'Rubber' },
  { key: 'chicago', label: 'Chicago' },
  { key: 'bugger', label: 'Bugger' },
  { key: 'options', label: 'Options' },
];

/** The view kept from the last time the popup was open, if it is one the popup still has. */
export const readView = (stored: unknown): View => TABS.find((tab) => tab.key === stored)?.key ?? 'score';

type BuggerTabView = ComponentType<{ options: Options }>;

/**
 * The Bugger tab, loaded the first time it is opened: its view and its engine are the popup's largest
 * part that the Score view never needs, so they stay out of what the popup loads to show a score.
 */
function LazyBugger(props: { options: Options }) {
  const [Tab, setTab] = useState<BuggerTabView | null>(null);
  useEffect(() => {
    void import('../../views/BuggerView').then((module) => setTab(() => module.BuggerTab));
  }, []);
  return Tab === null ? <p>Loading…</p> : <Tab options={props.options} />;
}

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
  const keepers = useMemo(() => ({ rubber: rubberKeeper(options), chicago: chicagoKeeper(options) }), [options]);
  const changeOptions = (next: Options) => {
    setOptions(next);
    void optionsItem.setValue(next);
  };
  return (
    <main>
      <h1>Bridge Scorer</h1>
      <Tabs tabs={TABS} current={view} onSelect={setView}>
        {view === 'score' && <ScoreView />}
        {view === 'imps' && <ImpsView />}
        {view === 'rubber' && <RubberView keeper={keepers.rubber} />}
        {view === 'chicago' && <ChicagoView keeper={keepers.chicago} />}
        {view === 'bugger' && <LazyBugger options={options} />}
        {view === 'options' && <OptionsView options={options} onChange={changeOptions} />}
      </Tabs>
    </main>
  );
}
