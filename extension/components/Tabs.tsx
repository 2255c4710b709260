import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { fingerPointer } from '../lib/focus';
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
  // Some languages' eight labels are wider than the popup at 13 px (Italian by 18 px), and a view with
  // a scrollbar leaves 15 px less: the bar then sets them a size smaller (`tight`), measured whenever
  // its width changes, rather than cut one off or scroll. On a phone, where each tab is a finger's
  // width at least, a bar that still does not fit goes on two rows (`rows`, phone.css).
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = list.current;
    if (bar === null) return;
    const fitLabels = () => {
      bar.classList.remove('tight', 'rows');
      if (bar.scrollWidth > bar.clientWidth) bar.classList.add('tight');
      // Four to a row leave each label room at its own size (a mouse's popup has no rows: it keeps
      // `tight`). The popup's own bar only: a view's parts have two tabs, and phone.css rows none but it.
      if (bar.scrollWidth > bar.clientWidth && props.class === undefined && fingerPointer())
        bar.classList.replace('tight', 'rows');
    };
    fitLabels();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(fitLabels);
    watch.observe(bar);
    return () => watch.disconnect();
  }, [tabs.map((tab) => tab.label).join()]);
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = tabs[(index + step + tabs.length) % tabs.length] as Tab<K>;
    onSelect(next.key);
    document.getElementById(`tab-${next.key}`)?.focus();
  };
  return (
    <>
      <div ref={list} role="tablist" aria-label={props.label ?? t('app.title')} class={props.class ?? 'tabs'}>
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
