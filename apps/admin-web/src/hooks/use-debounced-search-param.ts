import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface DebouncedSearchParamOptions {
  /** How long the value must rest before it reaches the URL (and so the query that reads it). */
  delayMs: number;
  /** The value the URL leaves out, e.g. '' for a search or 'All' for a filter. */
  defaultValue?: string;
  /** Other params a new value drops, e.g. 'page' (a new search starts at its first page). */
  reset?: string;
  /** push: each settled value is a step of Back (filters); replace: typing rewrites the current entry (search boxes). */
  history?: 'push' | 'replace';
}

const trimmed = (value: string) => value.trim();

/**
 * A URL search param edited through a control: the control shows `value` at once, the URL (`applied`) follows once
 * the value has rested for `delayMs`, so a query keyed on `applied` runs once per settled value. Back and Forward
 * move the control too.
 */
export function useDebouncedSearchParam(key: string, { delayMs, defaultValue = '', reset = 'page', history = 'replace' }: DebouncedSearchParamOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = searchParams.get(key) ?? defaultValue;
  const [value, setValue] = useState(applied);
  const [seen, setSeen] = useState(applied);

  if (seen !== applied) {
    // The URL changed under the control (Back, Forward, a link): the control follows it.
    setSeen(applied);
    if (trimmed(value) !== applied) setValue(applied);
  }

  const target = trimmed(value);
  useEffect(() => {
    if (target === applied) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (target === defaultValue) next.delete(key);
          else next.set(key, target);
          for (const name of reset.split(',').filter(Boolean)) next.delete(name);
          return next;
        },
        { replace: history === 'replace' },
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [target, applied, key, delayMs, defaultValue, reset, history, setSearchParams]);

  return { value, setValue, applied, pending: target !== applied };
}
