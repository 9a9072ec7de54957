// English plural categories from the platform, so every count in every app reads the same way.
const rules = new Intl.PluralRules('en-IN');

/** The noun in the form the count needs: pluralWord(1, 'item') is 'item', pluralWord(3, 'item') is 'items'. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** The count with its noun: plural(1, 'item') is '1 item', plural(10, 'payment') is '10 payments'. */
export function plural(count: number, one: string, other?: string): string {
  return `${count} ${pluralWord(count, one, other)}`;
}
