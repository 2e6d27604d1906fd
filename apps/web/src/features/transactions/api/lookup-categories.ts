import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type CategoryLookupResponse = { data: { id: number; name: string }[] };

/** GET /api/expense-categories/lookup: id and name of every category, for selectors. */
export function lookupCategories(): Promise<CategoryLookupResponse> {
  return api<CategoryLookupResponse>('GET', '/api/expense-categories/lookup');
}

export const categoryLookupQueryOptions = queryOptions({ queryKey: ['expense-categories', 'lookup'], queryFn: lookupCategories, staleTime: 60_000 });

/** Categories as Select options. */
export function useCategoryOptions() {
  const query = useQuery(categoryLookupQueryOptions);
  return (query.data?.data ?? []).map((category) => ({ value: String(category.id), label: category.name }));
}
