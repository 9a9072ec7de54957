import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../forms/button';
import { pushAvailability, PushSetupError, PUSH_FAILED_MESSAGE, readPushEnvironment, renewPush, turnOnPush, type PushApi } from './push-support';

/** A visitor already signed in when the page opened is asked after this long in the app, never on the first load. */
export const ASK_LATER_MS = 20_000;
/** "Not now" is remembered on this device this long. */
export const NOT_NOW_DAYS = 30;
const DONE_SHOWN_MS = 4_000;

export const PUSH_PROMPT_TEXTS = {
  title: 'Turn on notifications?',
  installTitle: 'Get notifications on this iPhone or iPad',
  install: 'First add this app to your Home Screen: tap Share, then “Add to Home Screen”, and open it from there.',
  turnOn: 'Turn on',
  notNow: 'Not now',
  ok: 'OK',
  done: 'Notifications are on for this device.',
} as const;

export interface PushPromptProps {
  /** The session: the prompt only ever shows to someone signed in. */
  signedIn: boolean;
  /** One line: why this app's notifications are worth having. */
  reason: string;
  /** The API's push calls (the api-client's pushApi). */
  api: PushApi;
  /** Where this app remembers "Not now" (localStorage). */
  storageKey: string;
}

type Stage = 'hidden' | 'ask' | 'install-first' | 'busy' | 'done';

/** This tab's session storage, which a private window may refuse. */
function remembered(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
function remember(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Renewed again on the next page: harmless.
  }
}
function forget(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

function dismissedRecently(storageKey: string): boolean {
  try {
    const at = Number(localStorage.getItem(storageKey));
    return Number.isFinite(at) && at > 0 && Date.now() - at < NOT_NOW_DAYS * 24 * 3_600_000;
  } catch {
    return false;
  }
}

/**
 * Asks a signed-in user whether this device should get the app's notifications, with one line of reason: at once
 * after a sign-in on this page, else after ASK_LATER_MS of use, never to a visitor and never on the first load. On an
 * iPhone or iPad it says the app must be added to the Home Screen first. Once permission is given, each sign-in
 * hands the device's subscription to the API again, quietly.
 */
export function PushPrompt({ signedIn, reason, api, storageKey }: PushPromptProps) {
  const [stage, setStage] = useState<Stage>('hidden');
  const [error, setError] = useState<string | null>(null);
  const [signedInOnArrival] = useState(signedIn);
  const apiRef = useRef(api);
  apiRef.current = api;
  const titleId = useId();

  useEffect(() => {
    const renewedKey = `${storageKey}.renewed`;
    if (!signedIn) {
      setStage('hidden');
      forget(renewedKey);
      return;
    }
    const availability = pushAvailability(readPushEnvironment());
    if (availability === 'unsupported') return;
    if (availability === 'supported' && Notification.permission !== 'default') {
      // Once per sign-in in this tab, not on every page load.
      if (Notification.permission === 'granted' && !remembered(renewedKey)) {
        void renewPush(apiRef.current).then(() => remember(renewedKey), () => {});
      }
      return;
    }
    if (dismissedRecently(storageKey)) return;
    const ask = () => setStage(availability === 'supported' ? 'ask' : 'install-first');
    if (!signedInOnArrival) {
      ask();
      return;
    }
    const timer = setTimeout(ask, ASK_LATER_MS);
    return () => clearTimeout(timer);
  }, [signedIn, signedInOnArrival, storageKey]);

  useEffect(() => {
    if (stage !== 'done') return;
    const timer = setTimeout(() => setStage('hidden'), DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  if (stage === 'hidden') return null;

  const notNow = () => {
    try {
      localStorage.setItem(storageKey, String(Date.now()));
    } catch {
      // Private mode: asked again next time.
    }
    setStage('hidden');
  };
  const turnOn = async () => {
    setError(null);
    setStage('busy');
    try {
      await turnOnPush(apiRef.current);
      setStage('done');
    } catch (err) {
      setError(err instanceof PushSetupError ? err.message : PUSH_FAILED_MESSAGE);
      setStage('ask');
    }
  };

  return (
    <section className="push-prompt" aria-labelledby={titleId}>
      {stage === 'done' ? (
        <p id={titleId} className="push-prompt__title" role="status">
          {PUSH_PROMPT_TEXTS.done}
        </p>
      ) : (
        <>
          <p id={titleId} className="push-prompt__title">
            {stage === 'install-first' ? PUSH_PROMPT_TEXTS.installTitle : PUSH_PROMPT_TEXTS.title}
          </p>
          <p className="push-prompt__reason">{reason}</p>
          {stage === 'install-first' ? <p className="push-prompt__reason">{PUSH_PROMPT_TEXTS.install}</p> : null}
          {error ? (
            <p className="push-prompt__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="push-prompt__actions">
            {stage === 'install-first' ? (
              <Button size="sm" onClick={notNow}>
                {PUSH_PROMPT_TEXTS.ok}
              </Button>
            ) : (
              <>
                <Button variant="ghost" size="sm" onClick={notNow} disabled={stage === 'busy'}>
                  {PUSH_PROMPT_TEXTS.notNow}
                </Button>
                <Button size="sm" busy={stage === 'busy'} onClick={() => void turnOn()}>
                  {PUSH_PROMPT_TEXTS.turnOn}
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
