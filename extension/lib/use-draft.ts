import { useEffect, useRef, useState } from 'preact/hooks';
import { readDraft, writeDraft } from '../storage';

/**
 * Like useState, but the value outlives the popup: it is written to storage as it changes. The stored
 * value arrives a moment after the popup opens; if the user has typed by then, what they typed wins.
 */
export function useDraft<T>(name: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  const typed = useRef(false);
  useEffect(() => {
    let live = true;
    typed.current = false;
    void readDraft<T>(name).then((stored) => {
      if (live && !typed.current && stored !== null) setValue(stored);
    });
    return () => {
      live = false;
    };
  }, [name]);
  const set = (next: T) => {
    typed.current = true;
    setValue(next);
    void writeDraft(name, next);
  };
  return [value, set];
}
