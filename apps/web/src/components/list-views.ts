import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SavedView, SavedViewListResponse, SavedViewState } from '@workspace/shared/views/saved-views.schemas';
import { api } from '../lib/api-client';
import { toast } from '../lib/toast';

/*
 * Saved views and the choice of columns, as every list screen's first load holds them: the two
 * queries, a view written into the address, and the default view applied to a bare address. The
 * menu, the dialogs and the column chooser come on demand (docs/decisions/039).
 */

export const viewKeys = {
  views: (list: string) => ['saved-views', list] as const,
  columns: (list: string) => ['list-columns', list] as const,
};

const listQuery = (list: string) => `?list=${encodeURIComponent(list)}`;

export const savedViewsQuery = (list: string) => ({
  queryKey: viewKeys.views(list),
  queryFn: () => api<SavedViewListResponse>('GET', `/api/saved-views${listQuery(list)}`),
  staleTime: 60_000,
});

export const listColumnsQuery = (list: string) => ({
  queryKey: viewKeys.columns(list),
  queryFn: () => api<{ columns?: string[] | null }>('GET', `/api/list-columns${listQuery(list)}`),
  staleTime: 300_000,
});

/** The address of a view: its search, filters, sort and columns (`columns=a,b,c`). */
export function viewSearch(state: SavedViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [key, value] of Object.entries(state.filters ?? {})) params.set(key, value);
  if (state.sort) params.set('sort', state.sort);
  if (state.order) params.set('order', state.order);
  if (state.columns?.length) params.set('columns', state.columns.join(','));
  return params;
}

/** The columns shown: the address's (a view's), else the person's choice, else null (the list's defaults). */
export function useChosenColumns(list: string | undefined): string[] | null {
  const [params] = useSearchParams();
  const chosen = useQuery({ ...listColumnsQuery(list ?? ''), enabled: list !== undefined });
  const fromAddress = params.get('columns');
  if (fromAddress) return fromAddress.split(',');
  return chosen.data?.columns ?? null;
}

/** Opens a view: its state becomes the address; what it named that the list no longer has is told. */
export function useOpenView() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (view: SavedView, replace = false) => {
    setParams(viewSearch(view.state), { replace });
    if (view.dropped.length > 0)
      toast.warning(
        t('views.stale', { name: view.name, parts: view.dropped.map((part) => part.split(':')[1]).join(', ') }),
      );
  };
}

/**
 * The person's views of a list; opening the list with a bare address (nothing chosen yet) applies
 * their default view, once.
 */
export function useSavedViews(list: string) {
  const [params] = useSearchParams();
  const wasBare = useRef(params.toString() === '');
  const views = useQuery(savedViewsQuery(list));
  const open = useOpenView();
  const fallback = views.data?.data.find((view) => view.isDefault);
  useEffect(() => {
    if (!fallback || !wasBare.current) return;
    wasBare.current = false;
    if (params.toString() === '') open(fallback, true);
  }, [fallback, params, open]);
  // Anything chosen before the views arrived wins over the default.
  if (params.toString() !== '') wasBare.current = false;
  return views.data?.data ?? [];
}
