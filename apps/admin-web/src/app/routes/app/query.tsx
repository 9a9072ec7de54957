import { useDocumentTitle } from '@nukkad/ui';
import { useParams } from 'react-router';
import { QueryPage } from '../../../features/queries/components/query-page';

/** /admin/queries/:queryId: one customer query. */
export function QueryRoute() {
  useDocumentTitle('Customer query');
  const { queryId = '' } = useParams();
  return <QueryPage key={queryId} queryId={queryId} />;
}
