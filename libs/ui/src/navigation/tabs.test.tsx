import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

const items = [
  { id: 'all', label: 'All' },
  { id: 'read', label: 'Read' },
  { id: 'unread', label: 'Unread' },
];

function Harness() {
  const [value, setValue] = useState('all');
  return <Tabs items={items} value={value} onChange={setValue} label="Notification filter" />;
}

function selected() {
  return screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);
}

describe('Tabs', () => {
  it('has a labelled tablist with one selected, focusable tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Notification filter' })).toBeTruthy();
    expect(selected()).toEqual(['All']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves with arrow keys, Home and End, wrapping around', () => {
    render(<Harness />);
    const all = screen.getByRole('tab', { name: 'All' });
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(selected()).toEqual(['Read']);
    expect(document.activeElement?.textContent).toBe('Read');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(selected()).toEqual(['Unread']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toEqual(['All']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Unread']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selected()).toEqual(['All']);
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(selected()).toEqual(['Unread']);
  });
});
