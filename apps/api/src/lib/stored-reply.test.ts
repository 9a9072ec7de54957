import { describe, expect, it } from 'vitest';
import { matchesEtag } from './stored-reply';

describe('matchesEtag', () => {
  it('matches the tag itself, in a list, weakly or by *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
  });

  it('refuses another tag, an unquoted one and no header', () => {
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag('abc', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(matchesEtag('', '"abc"')).toBe(false);
  });
});
