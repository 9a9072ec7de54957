const count = new Intl.NumberFormat('en-IN');

/** A count as read in India, e.g. 10,482 or 1,23,456. */
export const formatCount = (value: number) => count.format(value);
