import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A whole app renders lazily loaded routes first; on a loaded two-core CI machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Component test files share their worker's page (vitest.config.ts): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
