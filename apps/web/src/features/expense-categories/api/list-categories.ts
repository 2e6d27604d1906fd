import { useQuery } from '@tanstack/react-query';
import { categoryList } from '@workspace/shared/accounting/categories.schemas';
import type { ListParams } from '@workspace/shared/common/list.schemas';
import { listQueryOptions } from '../../../lib/list-api';

/** GET /api/expense-categories?page&pageSize&sort&order&q */
export function useCategories(params: ListParams<typeof categoryList>) {
  return useQuery(listQueryOptions(categoryList, params));
}
