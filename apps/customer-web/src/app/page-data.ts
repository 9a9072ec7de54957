import type { Theme } from '@nukkad/ui';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the JSON block a server-rendered page carries its data in. */
export const PAGE_DATA_ID = 'page-data';

/** What the server rendered a page with, given to the browser once so that it renders the same and asks for nothing again. */
export interface PageData {
  theme: Theme;
  /** The router's loader results (the pages' loaders return nothing: their data is in `queries`). */
  router: HydrationState;
  /** The query cache's successful replies. */
  queries: DehydratedState;
}

/**
 * The block as HTML: a JSON data block the browser never runs (so the page needs no inline script), with every `<`
 * escaped so no text in the data can end the element, and the two line separators JavaScript once rejected.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The data of a server-rendered page, or null when the page came as the app's shell alone (or the block is unreadable). */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
