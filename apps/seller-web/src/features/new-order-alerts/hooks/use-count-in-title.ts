import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

const withoutCount = (title: string) => title.replace(COUNT_PREFIX, '');

/**
 * Puts "(count) " before the tab title while count is above 0. Pages set their own titles whenever they like,
 * so the prefix is put back each time the title changes.
 */
export function useCountInTitle(count: number) {
  useEffect(() => {
    if (count <= 0) return undefined;
    const apply = () => {
      const wanted = `(${count}) ${withoutCount(document.title)}`;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = withoutCount(document.title);
    };
  }, [count]);
}
