import type { ExportFormat } from '@workspace/shared/common/list.schemas';
import { download } from './api-client';
import i18n from './i18n';
import { toast } from './toast';

/** Downloads the whole filtered list (`<path>/export?format=..&<filters>`); a failure shows "Export failed". */
export async function exportList(path: string, filters: URLSearchParams, format: ExportFormat): Promise<void> {
  const params = new URLSearchParams(filters);
  params.set('format', format);
  try {
    await download(`${path}/export?${params}`);
  } catch {
    toast.error(i18n.t('toast.exportFailed'));
  }
}
