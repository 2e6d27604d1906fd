import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';
import { confirmAction } from './confirm-dialog';

export type ConfirmedDeleteOptions<T> = {
  /** The record's name, in the dialog's title. */
  name: (record: T) => string;
  remove: (record: T) => Promise<unknown>;
  /** The toast after deleting. */
  success: string | ((record: T) => string);
  /** The toast when the refusal carries no message of its own. */
  failure: string;
  /** Queries to refresh afterwards, when `remove` is not a mutation that refreshes them itself. */
  invalidates?: QueryKey[];
};

/**
 * Every delete: a dialog naming the record (starting on Cancel), the call, a toast, refreshed
 * queries. A refusal (409: "this company still has projects") toasts the server's reason.
 */
export function useConfirmedDelete<T>({ name, remove, success, failure, invalidates = [] }: ConfirmedDeleteOptions<T>): (record: T) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = async (record: T) => {
    const isConfirmed = await confirmAction({
      title: t('list.deleteTitle', { name: name(record) }),
      message: t('list.deleteText'),
      confirmLabel: t('list.delete'),
    });
    if (!isConfirmed) return;
    try {
      await remove(record);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : failure);
      return;
    }
    toast.success(typeof success === 'function' ? success(record) : success);
    await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return (record) => void run(record);
}
