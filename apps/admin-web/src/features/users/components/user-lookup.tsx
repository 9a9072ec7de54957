import { ApiError, useAdminUser } from '@nukkad/api-client';
import { PAGE_SIZES, type AdminUserReply, INVALID_USER_ID_MESSAGE } from '@nukkad/contracts';
import { Button, Card, EmptyState, ErrorState, Pagination, SearchIcon, Skeleton, UserIcon, exactTime, useToast, plural } from '@nukkad/ui';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { OrderSummaryTable } from '../../../components/orders/order-summary-table';
import { paths } from '../../../config/paths';
import { pageFromSearch } from '../../../utils/search-params';

export const INVALID_USER_ID = INVALID_USER_ID_MESSAGE;
export const USER_NOT_FOUND = 'User not found or an error occurred';
const PAGE_SIZE = PAGE_SIZES.adminUserOrders;

type User = AdminUserReply['user'];

function UserOrders({ orders }: { orders: User['orders'] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const totalPages = Math.max(1, Math.ceil(orders.length / PAGE_SIZE));
  const page = Math.min(pageFromSearch(searchParams.get('page')), totalPages);
  const shown = orders.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const goToPage = (target: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      return next;
    });

  return (
    <section aria-labelledby="user-orders-heading" className="stack">
      <h2 id="user-orders-heading">Orders</h2>
      {orders.length === 0 ? (
        <p className="muted">This user has not placed an order yet.</p>
      ) : (
        <>
          <p className="muted">
            {plural(orders.length, 'order')}
            {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
          </p>
          <OrderSummaryTable label={`Orders, page ${page}`} orders={shown} orderHref={(order) => paths.app.viewOrder.getHref(order.id)} />
          <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} label="Order pages" />
        </>
      )}
    </section>
  );
}

function UserView({ user }: { user: User }) {
  return (
    <div className="stack stack--loose">
      <Card as="section" aria-labelledby="user-heading">
        <h2 id="user-heading" className="card-title">
          {user.username}
        </h2>
        <dl className="facts">
          <div>
            <dt>Username</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email ?? <span className="muted">Not given</span>}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${user.phone}`}>{user.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>
              <time dateTime={user.createdAt}>{exactTime(user.createdAt)}</time>
            </dd>
          </div>
          <div className="facts__wide">
            <dt>User ID</dt>
            <dd className="mono">{user._id}</dd>
          </div>
        </dl>
      </Card>
      <UserOrders orders={user.orders} />
    </div>
  );
}

function Result({ idOrPhone }: { idOrPhone: string }) {
  const query = useAdminUser(idOrPhone);
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="stack">
        <span className="visually-hidden">Looking up the user…</span>
        <Skeleton height={120} />
        <Skeleton height={200} />
      </div>
    );
  }
  if (query.isError) {
    // Asking again cannot find a user the server says is not there.
    const clientError = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
    return <ErrorState message={USER_NOT_FOUND} onRetry={clientError ? undefined : () => void query.refetch()} />;
  }
  return <UserView user={query.data.user} />;
}

/** Look up a customer by user id or phone (?id=); shows who they are and their orders, 10 a page. */
export function UserLookup() {
  const [searchParams, setSearchParams] = useSearchParams();
  const looked = (searchParams.get('id') ?? '').trim();
  const [value, setValue] = useState(looked);
  const [seen, setSeen] = useState(looked);
  const toast = useToast();
  const inputId = useId();

  if (seen !== looked) {
    // Back and Forward bring an earlier lookup back into the box.
    setSeen(looked);
    setValue(looked);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim();
    if (!id) {
      toast.error(INVALID_USER_ID);
      return;
    }
    setSearchParams({ id });
  };

  return (
    <div className="stack stack--loose">
      <form className="order-search" role="search" aria-label="Find a user" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="field__label">
          User ID or phone
        </label>
        <div className="order-search__row">
          <input
            id={inputId}
            className="field__input order-search__input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="User ID or 10-digit phone"
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit">
            <SearchIcon size={18} />
            Look up
          </Button>
        </div>
      </form>
      {looked ? (
        <Result idOrPhone={looked} />
      ) : (
        <EmptyState icon={<UserIcon size={32} />} title="Find a customer" description="Enter a user ID or phone number to see who they are and their orders." />
      )}
    </div>
  );
}
