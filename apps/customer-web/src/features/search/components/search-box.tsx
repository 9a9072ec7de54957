import { INVALID_SEARCH_MESSAGE } from '@nukkad/contracts/light';
import { MicIcon, SearchIcon, useToast } from '@nukkad/ui';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useVoiceSearch } from '../hooks/use-voice-search';
import { SEARCH_BUTTON_NAME, SEARCH_PLACEHOLDER, SearchSubmitLabel } from './search-submit-label';

type SearchBoxProps = {
  /** Text to start with, e.g. the current query on the results page. */
  initialQuery?: string;
  className?: string;
};

/** Text or voice search; an empty search is refused, otherwise it opens /search/{lower-cased text}. */
export function SearchBox({ initialQuery = '', className }: SearchBoxProps) {
  const inputId = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);

  const search = (value: string) => {
    const query = value.trim();
    if (!query) {
      toast.error(INVALID_SEARCH_MESSAGE);
      return;
    }
    navigate(paths.search.getHref(query));
  };

  const voice = useVoiceSearch(
    (transcript) => {
      setText(transcript);
      search(transcript);
    },
    (message) => toast.error(message),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
  };

  return (
    <form role="search" className={`search-box${className ? ` ${className}` : ''}`} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        Search for food, groceries or shops
      </label>
      <SearchIcon className="search-box__icon" size={20} />
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="button"
        className={`search-box__voice${voice.listening ? ' search-box__voice--listening' : ''}`}
        onClick={voice.listening ? voice.stop : voice.start}
        aria-label={voice.listening ? 'Stop listening' : 'Search by voice'}
        aria-pressed={voice.listening}
        title={voice.listening ? 'Listening… tap to stop' : 'Search by voice'}
      >
        <MicIcon size={20} />
      </button>
      <button type="submit" className="search-box__submit" aria-label={SEARCH_BUTTON_NAME}>
        <SearchSubmitLabel />
      </button>
    </form>
  );
}
