import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeleteMutation } from '../lib/mutations';
import { toast } from '../lib/toast';
import { confirmAction, type ConfirmActionOptions } from './confirm-dialog';

export type ConfirmedActionOptions<T> = {
  /** The dialog asking first (it starts on Cancel). */
  confirm: (record: T) => ConfirmActionOptions;
  run: (record: T) => Promise<unknown>;
  /** The toast after the call. */
  success: string | ((record: T) => string);
  /** The toast when the call fails. */
  failure: (error: unknown) => string;
  /** Queries to refresh afterwards, when `run` is not a mutation that refreshes them itself. */
  invalidates?: QueryKey[];
};

/** Every confirmed row action (delete, activate): a dialog, the call, a toast, refreshed queries. */
export function useConfirmedAction<T>({
  confirm,
  run,
  success,
  failure,
  invalidates = [],
}: ConfirmedActionOptions<T>): (record: T) => void {
  const queryClient = useQueryClient();
  const act = async (record: T) => {
    if (!(await confirmAction(confirm(record)))) return;
    try {
      await run(record);
    } catch (error) {
      toast.error(failure(error));
      return;
    }
    toast.success(typeof success === 'function' ? success(record) : success);
    await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return (record) => void act(record);
}

export type ConfirmedDeleteOptions<T> = {
  /** DELETE `path/:id`; `invalidates` are refreshed before the toast. */
  path: string;
  invalidates: QueryKey[];
  /** The record's name, in the dialog's title. */
  name: (record: T) => string;
  success: string | ((record: T) => string);
  /** The toast when the refusal carries no message of its own. */
  failure: string;
};

/**
 * Every delete: a dialog naming the record, the call, a toast. A refusal (409: "this company
 * still has projects") toasts the server's reason.
 */
export function useConfirmedDelete<T extends { id: number }>({
  path,
  invalidates,
  name,
  success,
  failure,
}: ConfirmedDeleteOptions<T>): (record: T) => void {
  const { t } = useTranslation();
  const remove = useDeleteMutation(path, invalidates);
  return useConfirmedAction<T>({
    confirm: (record) => ({
      title: t('list.deleteTitle', { name: name(record) }),
      message: t('list.deleteText'),
      confirmLabel: t('list.delete'),
    }),
    run: (record) => remove.mutateAsync(record.id),
    success,
    failure: (error) => (error instanceof Error && error.message ? error.message : failure),
  });
}
