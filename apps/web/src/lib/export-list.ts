import type { ExportFormat, ListDefinition, ListExportParams } from '@workspace/shared/common/list.schemas';
import { download } from './api-client';
import i18n from './i18n';
import { toSearchParams } from './list-api';
import { toast } from './toast';

/** Downloads the whole filtered list (`/api/<list>/export?<filters>&format=`); a failure shows "Export failed". */
export async function exportList<D extends ListDefinition>(definition: D, params: Omit<ListExportParams<D>, 'format'>, format: ExportFormat): Promise<void> {
  const query = toSearchParams(params);
  query.set('format', format);
  try {
    await download(`/api/${definition.name}/export?${query}`);
  } catch {
    toast.error(i18n.t('toast.exportFailed'));
  }
}
