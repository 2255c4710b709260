import { useEffect, useMemo, useState } from 'preact/hooks';
import { type Tab, Tabs } from '../../components/Tabs';
import { buggerKeeper, chicagoKeeper, rubberKeeper } from '../../lib/keepers';
import { DEFAULT_OPTIONS, type Options, optionsItem, readOptions, writeDraft } from '../../storage';
import { BuggerView } from '../../views/BuggerView';
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

/** Opens on `initial`, the view the popup was left on: a rubber in play reopens on its pad. */
export function App(props: { initial: View }) {
  const [view, setShown] = useState<View>(props.initial);
  const setView = (next: View) => {
    setShown(next);
    void writeDraft('view', next);
  };
  const [options, setOptions] = useState<Options>(DEFAULT_OPTIONS);
  useEffect(() => {
    void optionsItem.getValue().then((stored) => setOptions(readOptions(stored)));
  }, []);
  const keepers = useMemo(
    () => ({ rubber: rubberKeeper(options), chicago: chicagoKeeper(options), bugger: buggerKeeper() }),
    [options],
  );
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
        {view === 'bugger' && <BuggerView keeper={keepers.bugger} options={options} />}
        {view === 'options' && <OptionsView options={options} onChange={changeOptions} />}
      </Tabs>
    </main>
  );
}
