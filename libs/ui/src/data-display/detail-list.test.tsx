import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailList } from './detail-list';

afterEach(cleanup);

describe('DetailList', () => {
  it('draws each row as a term and its value, in order, with the value class where given', () => {
    const { container } = render(
      <DetailList className="facts" rows={[{ term: 'Username', value: 'ravi' }, { term: 'Total sales', value: <b>₹1,200</b>, valueClassName: 'facts__figure' }]} />,
    );
    const list = container.querySelector('dl.facts')!;
    expect([...list.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Username', 'Total sales']);
    const values = [...list.querySelectorAll('dd')];
    expect(values.map((dd) => dd.textContent)).toEqual(['ravi', '₹1,200']);
    expect(values[0]!.hasAttribute('class')).toBe(false);
    expect(values[1]!.className).toBe('facts__figure');
  });
});
