import { appConfigQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/app-config: the map tiles and their attribution. */
export const useAppConfig = () => useQuery(appConfigQueryOptions());
