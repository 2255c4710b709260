import { useEffect, useState } from 'preact/hooks';
import { readDraft, writeDraft } from '../storage';

/** Like useState, but the value outlives the popup: it is written to storage as it changes. */
export function useDraft<T>(name: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let live = true;
    void readDraft<T>(name).then((stored) => {
      if (live && stored !== null) setValue(stored);
    });
    return () => {
      live = false;
    };
  }, [name]);
  const set = (next: T) => {
    setValue(next);
    void writeDraft(name, next);
  };
  return [value, set];
}
