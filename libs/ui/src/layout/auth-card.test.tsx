import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthCard } from './auth-card';

afterEach(cleanup);

describe('AuthCard', () => {
  it('is a region named by its title, with subtitle, form, and the optional logo and footer', () => {
    render(
      <AuthCard title="Seller login" subtitle="Log in to manage your shop." logo={<img alt="" src="/favicon.svg" />} footer={<a href="/signup">Sign up</a>}>
        <form aria-label="Seller login form" />
      </AuthCard>,
    );
    const card = screen.getByRole('region', { name: 'Seller login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seller login' })).toBeTruthy();
    expect(card.textContent).toContain('Log in to manage your shop.');
    expect(card.querySelector('img')).toBeTruthy();
    expect(card.querySelector('.auth-card__footer a')?.getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('form', { name: 'Seller login form' })).toBeTruthy();
  });

  it('has no footer when none is given', () => {
    render(
      <AuthCard title="Admin login" subtitle="Sign in.">
        <p>form</p>
      </AuthCard>,
    );
    expect(document.querySelector('.auth-card__footer')).toBeNull();
  });
});
