import { useCallback, useEffect, useRef } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * A `play` for a short sound that does nothing until the user has first pressed or typed anywhere on the page:
 * browsers refuse to start audio before that, so it is not even tried.
 */
export function useSoundAfterInteraction(src: string): () => void {
  const interacted = useRef(false);

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
      for (const type of INTERACTIONS) window.removeEventListener(type, mark, true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, mark, true);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, mark, true);
    };
  }, []);

  return useCallback(() => {
    if (!interacted.current) return;
    try {
      // A refusal (autoplay policy, no audio device, unsupported format) only costs the sound.
      void Promise.resolve(new Audio(src).play()).catch(() => undefined);
    } catch {
      // Same as above, for engines that throw instead of rejecting.
    }
  }, [src]);
}
