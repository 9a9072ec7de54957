import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>, observer: unknown) => void;

/** Replaces IntersectionObserver with one the test drives: `scrollIntoView(element)` reports it visible to its observers. */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: Callback; targets: Set<Element> }>();

  class FakeIntersectionObserver {
    private readonly entry: { callback: Callback; targets: Set<Element> };
    constructor(callback: Callback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  return {
    /** How many observers watch the element now. */
    watching: (target: Element) => [...observers].filter((o) => o.targets.has(target)).length,
    scrollIntoView: (target: Element) =>
      act(() => {
        for (const observer of [...observers]) {
          if (observer.targets.has(target)) observer.callback([{ isIntersecting: true, target }], observer);
        }
      }),
  };
}
