import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../testing/test-utils';
import { SearchBox } from './search-box';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const input = () => screen.getByRole('searchbox');

describe('SearchBox', () => {
  it("refuses an empty search with 'Please enter a valid key!'", async () => {
    mockApi(() => undefined);
    const { router } = renderWithApp(<SearchBox />);
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Please enter a valid key!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens /search/{lower-cased text}', () => {
    mockApi(() => undefined);
    const { router } = renderWithApp(<SearchBox />);
    fireEvent.change(input(), { target: { value: '  Paneer Tikka ' } });
    fireEvent.submit(input().closest('form')!);

    expect(router.state.location.pathname).toBe('/search/paneer%20tikka');
  });

  it('alerts when the browser has no speech recognition', () => {
    mockApi(() => undefined);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderWithApp(<SearchBox />);
    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));

    expect(alert).toHaveBeenCalledWith('Your browser does not support voice recognition.');
    vi.unstubAllGlobals();
  });

  it('listens in US English for one result and searches what was heard', () => {
    mockApi(() => undefined);
    const instances: Array<Record<string, unknown> & { onresult: (event: unknown) => void; onend: () => void }> = [];
    class FakeRecognition {
      lang = '';
      maxAlternatives = 0;
      onresult: (event: unknown) => void = () => undefined;
      onend: () => void = () => undefined;
      onerror = null;
      start = vi.fn();
      abort = vi.fn();
      constructor() {
        instances.push(this as never);
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { router } = renderWithApp(<SearchBox />);

    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
    const recognition = instances[0]!;
    expect(recognition.lang).toBe('en-US');
    expect(recognition.maxAlternatives).toBe(1);
    expect(screen.getByRole('button', { name: 'Stop listening' })).toBeTruthy();

    recognition.onresult({ results: [[{ transcript: 'Butter Chicken' }]] });
    expect(router.state.location.pathname).toBe('/search/butter%20chicken');
    vi.unstubAllGlobals();
  });

  describe('when listening fails', () => {
    type FakeInstance = { onerror: ((event: { error?: string }) => void) | null; onend: () => void };
    function stubRecognition() {
      const instances: FakeInstance[] = [];
      class FakeRecognition {
        lang = '';
        maxAlternatives = 0;
        onresult = null;
        onend: () => void = () => undefined;
        onerror: ((event: { error?: string }) => void) | null = null;
        start = vi.fn();
        abort = vi.fn();
        constructor() {
          instances.push(this);
        }
      }
      vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
      return instances;
    }
    afterEach(() => vi.unstubAllGlobals());

    it.each([
      ['not-allowed', 'Microphone access is blocked. Allow it in your browser settings to search by voice.'],
      ['no-speech', "We didn't hear anything. Tap the microphone and try again."],
      ['audio-capture', 'No microphone was found. Check that one is connected and try again.'],
    ])("says so on '%s' and returns to idle", async (code, message) => {
      mockApi(() => undefined);
      const instances = stubRecognition();
      renderWithApp(<SearchBox />);
      fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));

      act(() => instances[0]!.onerror?.({ error: code }));
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      expect(screen.getByRole('button', { name: 'Search by voice' })).toBeTruthy();
    });

    it('stays quiet when the visitor stops listening', () => {
      mockApi(() => undefined);
      const instances = stubRecognition();
      renderWithApp(<SearchBox />);
      fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
      fireEvent.click(screen.getByRole('button', { name: 'Stop listening' }));

      act(() => instances[0]!.onerror?.({ error: 'aborted' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Search by voice' })).toBeTruthy();
    });
  });
});
