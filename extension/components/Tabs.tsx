import type { ComponentChildren } from 'preact';
import { t } from '../words/index';

export interface Tab<K extends string> {
  readonly key: K;
  readonly label: string;
}

/**
 * A tab list that works from the keyboard: arrows move between tabs, as the ARIA pattern says. The
 * popup's own tabs by default; a view of two parts passes its `label` and `class` (`parts`).
 */
export function Tabs<K extends string>(props: {
  label?: string;
  class?: string;
  tabs: readonly Tab<K>[];
  current: K;
  onSelect: (key: K) => void;
  children: ComponentChildren;
}) {
  const { tabs, current, onSelect } = props;
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = tabs[(index + step + tabs.length) % tabs.length] as Tab<K>;
    onSelect(next.key);
    document.getElementById(`tab-${next.key}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={props.label ?? t('app.title')} class={props.class ?? 'tabs'}>
        {tabs.map((tab, index) => (
          <button
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            key={tab.key}
            aria-selected={tab.key === current}
            aria-controls={`panel-${tab.key}`}
            tabIndex={tab.key === current ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`}>
        {props.children}
      </section>
    </>
  );
}
