import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loginRecordKeys } from '../../../lib/query-keys';

/** GET /api/login-records/countries: the countries that occur in the records, for the country filter. */
export function useLoginCountries() {
  return useQuery({
    queryKey: loginRecordKeys.countries(),
    queryFn: () => api<{ data: string[] }>('GET', '/api/login-records/countries'),
    staleTime: 60_000,
  });
}
