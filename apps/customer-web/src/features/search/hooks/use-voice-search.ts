import { useCallback, useEffect, useRef, useState } from 'react';

// The Web Speech API is not in TypeScript's DOM library; this is the part of it the search uses.
type SpeechRecognitionLike = {
  lang: string;
  maxAlternatives: number;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
};
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export const VOICE_UNSUPPORTED_MESSAGE = 'Your browser does not support voice recognition.';

/** What to tell the visitor when listening fails, by the recognition's error code; null when nothing went wrong for them. */
export function voiceErrorMessage(code: string | undefined): string | null {
  switch (code) {
    case 'aborted':
      // Our own stop (the button, leaving the page): not a failure.
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Microphone access is blocked. Allow it in your browser settings to search by voice.';
    case 'no-speech':
      return "We didn't hear anything. Tap the microphone and try again.";
    case 'audio-capture':
      return 'No microphone was found. Check that one is connected and try again.';
    case 'network':
      return 'Voice search needs an internet connection. Please try again.';
    default:
      return 'Voice search did not work. Please try again or type your search.';
  }
}

function recognitionConstructor(): SpeechRecognitionConstructor | null {
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Listens once in US English and hands over the single best transcript, or a message saying why it could not. */
export function useVoiceSearch(onTranscript: (text: string) => void, onError: (message: string) => void) {
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const onTranscriptRef = useRef(onTranscript);
  const onErrorRef = useRef(onError);

  useEffect(() => {
    onTranscriptRef.current = onTranscript;
    onErrorRef.current = onError;
  }, [onTranscript, onError]);

  useEffect(() => () => recognitionRef.current?.abort(), []);

  const start = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      alert(VOICE_UNSUPPORTED_MESSAGE);
      return;
    }
    recognitionRef.current?.abort();
    const recognition = new Recognition();
    recognition.lang = 'en-US';
    recognition.maxAlternatives = 1;
    recognition.interimResults = false;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript?.trim();
      if (transcript) onTranscriptRef.current(transcript);
    };
    recognition.onerror = (event) => {
      setListening(false);
      const message = voiceErrorMessage(event.error);
      if (message) onErrorRef.current(message);
    };
    recognition.onend = () => setListening(false);
    recognitionRef.current = recognition;
    setListening(true);
    try {
      recognition.start();
    } catch {
      // start() throws if a session is already running or the page may not listen.
      setListening(false);
      onErrorRef.current(voiceErrorMessage(undefined)!);
    }
  }, []);

  const stop = useCallback(() => {
    recognitionRef.current?.abort();
    setListening(false);
  }, []);

  return { listening, start, stop };
}
