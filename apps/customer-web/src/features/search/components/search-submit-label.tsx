import { ArrowRightIcon } from '@nukkad/ui';

/** The Search button's accessible name, whichever face it shows. */
export const SEARCH_BUTTON_NAME = 'Search';

/** Short enough to show whole beside the voice and Search buttons in the home's hero on a 360 px phone. */
export const SEARCH_PLACEHOLDER = 'Paneer, milk…';

/** The Search button's face: the word on wider screens, an arrow on phones; the button's aria-label names it on both. */
export function SearchSubmitLabel() {
  return (
    <>
      <ArrowRightIcon className="search-box__submit-icon" size={20} />
      <span className="search-box__submit-text">{SEARCH_BUTTON_NAME}</span>
    </>
  );
}
