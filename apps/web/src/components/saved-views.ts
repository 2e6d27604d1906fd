import type { TFunction } from 'i18next';
import type { SetURLSearchParams } from 'react-router';
import type { SavedView, SavedViewState } from '@workspace/shared/views/saved-views.schemas';
import { toast } from '../lib/toast';
import './views-texts';

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

/** Opens a view: its state becomes the address; what it named that the list no longer has is told. */
export function openView(view: SavedView, setParams: SetURLSearchParams, t: TFunction, replace = false) {
  setParams(viewSearch(view.state), { replace });
  if (view.dropped.length > 0)
    toast.warning(
      t('views.stale', { name: view.name, parts: view.dropped.map((part) => part.split(':')[1]).join(', ') }),
    );
}
