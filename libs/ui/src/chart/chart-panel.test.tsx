import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartPanel } from './chart-panel';
import type { ChartQuery } from './chart-panel';

type Figures = { days: number[] };

const Drawing = lazy(async () => ({ default: ({ days }: Figures) => <div data-testid="drawing">{days.join(' ')}</div> }));

function Broken(): never {
  throw new Error('drawing failed');
}

function renderPanel(query: Partial<ChartQuery<Figures>>, chart: (data: Figures) => ReactNode = (data) => <Drawing days={data.days} />) {
  const full: ChartQuery<Figures> = { data: undefined, isPending: false, isError: false, isFetching: false, refetch: vi.fn(), ...query };
  render(
    <ChartPanel
      query={full}
      block="sales"
      chartClass="sales-chart"
      loadingLabel="Loading the chart…"
      failedText="Failed to load the chart."
      chart={chart}
      table={(data) => <table aria-label="Figures"><tbody><tr><td>{data.days.length} days</td></tr></tbody></table>}
    />,
  );
  return full;
}

describe('ChartPanel', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a skeleton named for screen readers while the figures load', () => {
    renderPanel({ isPending: true });
    const skeleton = screen.getByTestId('sales-chart-skeleton');
    expect(skeleton.className).toBe('sales-chart sales-chart--loading');
    expect(screen.getByRole('status').textContent).toBe('Loading the chart…');
    expect(skeleton.closest('.sales__card')).toBeTruthy();
  });

  it('offers a retry when the figures could not be read', () => {
    const query = renderPanel({ isError: true });
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('sales__error');
    expect(alert.textContent).toContain('Failed to load the chart.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('draws the lazily loaded chart and the table of the same figures', async () => {
    renderPanel({ data: { days: [3, 1, 4] } });
    expect(screen.getByRole('table', { name: 'Figures' }).textContent).toBe('3 days');
    expect((await screen.findByTestId('drawing')).textContent).toBe('3 1 4');
  });

  it('keeps the table and says so when the drawing itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPanel({ data: { days: [1] } }, () => <Broken />);
    expect(screen.getByText('The chart could not be shown right now.').className).toBe('sales__error muted');
    expect(screen.getByRole('table', { name: 'Figures' })).toBeTruthy();
  });
});
