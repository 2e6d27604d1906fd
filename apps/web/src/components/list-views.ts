import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SavedViewListResponse } from '@workspace/shared/views/saved-views.schemas';
import { api } from '../lib/api-client';

/*
 * Saved views and the choice of columns as every list screen's first load holds them: the two
 * queries, the columns shown and the default view's rule. Opening a view, the menu, the column
 * chooser and the phone cards come on demand (docs/decisions/043).
 */

export const viewKeys = {
  views: (list: string) => ['saved-views', list] as const,
  columns: (list: string) => ['list-columns', list] as const,
};

const listAddress = (list: string) => `?list=${encodeURIComponent(list)}`;

/** The columns shown: the address's (a view's), else the person's choice, else null (the list's defaults). */
export function useChosenColumns(list: string | undefined): string[] | null {
  const [params] = useSearchParams();
  const chosen = useQuery({
    queryKey: viewKeys.columns(list ?? ''),
    queryFn: () => api<{ columns?: string[] | null }>('GET', `/api/list-columns${listAddress(list!)}`),
    staleTime: 300_000,
    enabled: list !== undefined,
  });
  return params.get('columns')?.split(',') ?? chosen.data?.columns ?? null;
}

/**
 * The person's views of a list; a list opened with a bare address (nothing chosen yet) takes their
 * default view, once.
 */
export function useSavedViews(list: string) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wasBare = useRef(params.toString() === '');
  const views = useQuery({
    queryKey: viewKeys.views(list),
    queryFn: () => api<SavedViewListResponse>('GET', `/api/saved-views${listAddress(list)}`),
    staleTime: 60_000,
  });
  const fallback = views.data?.data.find((view) => view.isDefault);
  const isBare = params.toString() === '';
  // Anything chosen before the views arrived wins over the default.
  if (!isBare) wasBare.current = false;
  useEffect(() => {
    if (!fallback || !wasBare.current || !isBare) return;
    wasBare.current = false;
    void import('./saved-views').then((module) => module.openView(fallback, setParams, t, true));
  }, [fallback, isBare, setParams, t]);
  return views.data?.data ?? [];
}
