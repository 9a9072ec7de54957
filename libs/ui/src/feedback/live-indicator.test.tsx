import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveIndicator, refreshPeriod } from './live-indicator';

afterEach(cleanup);

describe('LiveIndicator', () => {
  it('says in words that the app is offline and how often it refreshes while the stream is down', () => {
    render(<LiveIndicator status="down" pollMs={300_000} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Offline — refreshing every 5 min');
    expect(status.className).toContain('live-indicator--down');
  });

  it('is a quiet "Live" while the stream is up, and empty while it opens', () => {
    const { rerender } = render(<LiveIndicator status="connecting" pollMs={60_000} />);
    // The region is there before any change, so the change is announced.
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<LiveIndicator status="live" pollMs={60_000} />);
    expect(screen.getByRole('status').textContent).toBe('Live');
    rerender(<LiveIndicator status="down" pollMs={60_000} />);
    expect(screen.getByRole('status').textContent).toBe('Offline — refreshing every minute');
  });

  it('can stay silent while live, for tight bars, and still say when it is down', () => {
    const { rerender } = render(<LiveIndicator status="live" pollMs={30_000} showLive={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<LiveIndicator status="down" pollMs={30_000} showLive={false} />);
    expect(screen.getByRole('status').textContent).toBe('Offline — refreshing every 30 s');
  });

  it('shows nothing when no stream is wanted', () => {
    render(<LiveIndicator status={null} pollMs={60_000} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the refresh period in seconds below a minute and in minutes above', () => {
    expect(refreshPeriod(30_000)).toBe('30 s');
    expect(refreshPeriod(60_000)).toBe('minute');
    expect(refreshPeriod(300_000)).toBe('5 min');
  });
});
