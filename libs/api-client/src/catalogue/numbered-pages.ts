/** The paging of the catalogue lists: pages numbered from 1, each reply saying whether another follows. */
export const numberedPages = {
  initialPageParam: 1,
  getNextPageParam: (last: { hasMore: boolean; page: number }) => (last.hasMore ? last.page + 1 : undefined),
};
