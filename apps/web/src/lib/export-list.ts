import type { ExportFormat, ListDefinition, ListExportParams } from '@workspace/shared/common/list.schemas';
import { download } from './api-client';
import { toSearchParams } from './list-params';

/**
 * Downloads the whole filtered list (`/api/<list>/export?<filters>&format=`). A failure is thrown:
 * the export button that started it says "Export failed".
 */
export async function exportList<D extends ListDefinition>(
  definition: D,
  params: Omit<ListExportParams<D>, 'format'>,
  format: ExportFormat,
  onProgress?: (bytes: number) => void,
): Promise<void> {
  const query = toSearchParams(params);
  query.set('format', format);
  await download(`/api/${definition.name}/export?${query}`, 'export', onProgress);
}
