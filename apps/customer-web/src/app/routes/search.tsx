import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { SearchBox } from '../../features/search/components/search-box';
import { SearchResults } from '../../features/search/components/search-results';

export default function SearchRoute() {
  const query = paths.search.fromParams(useParams());
  return (
    <Page title={`Search: ${query}`}>
      <SearchBox key={query} initialQuery={query} className="search-page__box" />
      <h1 className="search-page__title">
        Results for <q>{query}</q>
      </h1>
      <SearchResults key={query} query={query} />
    </Page>
  );
}
