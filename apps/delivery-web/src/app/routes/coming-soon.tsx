import { BarrierIcon, EmptyState, Head, PageHeader } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export interface ComingSoonProps {
  title: string;
}

/** Placeholder for the partner pages that later issues build (orders, order detail, commission, outstanding). */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <>
      <Head title={title} />
      <PageHeader title={title} />
      <EmptyState
        icon={<BarrierIcon size={32} />}
        title="Coming soon"
        description="This page is being built and will be ready in an upcoming update."
        action={
          <Link className="button button--secondary button--md" to={paths.delivery.dashboard.getHref()}>
            Back to dashboard
          </Link>
        }
      />
    </>
  );
}
