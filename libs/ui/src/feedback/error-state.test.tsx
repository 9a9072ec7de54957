import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

afterEach(cleanup);

describe('ErrorState', () => {
  it('shows the message as an alert and retries', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="An error occurred while fetching notifications." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('An error occurred while fetching notifications.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('EmptyState', () => {
  it('shows a heading, description and action', () => {
    render(<EmptyState title="No saved addresses yet" description="Add one to check out." action={<button type="button">Add address</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No saved addresses yet' })).toBeTruthy();
    expect(screen.getByText('Add one to check out.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeTruthy();
  });
});
