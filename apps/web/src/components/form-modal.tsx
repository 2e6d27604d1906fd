import { Button, Group, Stack, type MantineSize } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reportSubmitError, zodErrors } from '../lib/form-validation';
import { toast } from '../lib/toast';
import { Dialog } from './dialog';

export type FormModalOptions<Values extends Record<string, unknown>, Request> = {
  initialValues: Values;
  /** The shared schema the server checks with; its messages show under the fields before any call. */
  schema: z.ZodType;
  /** What the schema checks and `save` receives (a decimal comma made a point, '' made null); the values themselves without it. */
  toRequest?: (values: Values) => Request;
  save: (request: Request) => Promise<unknown>;
  /** The toast after saving. */
  success: string | ((request: Request) => string);
  /** The toast when a failed answer names no field and carries no message. */
  failure: string;
  /** Queries to refresh after saving, when `save` is not a mutation that refreshes them itself. */
  invalidates?: QueryKey[];
  onClose: () => void;
};

/** What the dialog needs of the hook; the screen binds fields with `form.getInputProps`. */
type FormModalFrame = {
  form: { submitting: boolean };
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
};
export type FormModalState<Values extends Record<string, unknown>, Request> = FormModalFrame & {
  form: UseFormReturnType<Values, Request>;
};

/**
 * The frame of every create/edit dialog: the form checked by the shared schema, then save, a
 * toast, refreshed queries and close; a refused save puts the server's field messages under
 * their fields (or toasts its message when it names none) and keeps the dialog open.
 */
export function useFormModal<Values extends Record<string, unknown>, Request = Values>(
  options: FormModalOptions<Values, Request>,
): FormModalState<Values, Request> {
  const {
    initialValues,
    schema,
    toRequest = (values: Values) => values as unknown as Request,
    save,
    success,
    failure,
    invalidates = [],
    onClose,
  } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values, Request>({
    initialValues,
    transformValues: toRequest,
    validate: (values) => zodErrors(schema, toRequest(values), t),
  });
  const onSubmit = form.onSubmit(async (request) => {
    try {
      await save(request);
    } catch (error) {
      reportSubmitError(error, form.setErrors, failure);
      return;
    }
    toast.success(typeof success === 'function' ? success(request) : success);
    await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    onClose();
  });
  return { form, onSubmit, onClose };
}

type FormModalProps = {
  title: string;
  size?: MantineSize;
  modal: FormModalFrame;
  /** The fields; Cancel and Save come after them. */
  children: ReactNode;
};

/** The dialog around a `useFormModal` form: title, fields, then Cancel and Save (busy while saving). */
/*
 * The first field takes focus when a form opens (Mantine would give it to the close button): it is
 * marked before the dialog's focus trap starts, which then focuses it.
 */
const focusFirstField = (form: HTMLFormElement | null) => {
  form
    ?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea:not([disabled])')
    ?.setAttribute('data-autofocus', '');
};

export function FormModal({ title, size, modal, children }: FormModalProps) {
  const { t } = useTranslation();
  // Screens unmount a closed form at once, before Mantine can hand focus back: do it here.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <Dialog opened onClose={modal.onClose} title={title} size={size}>
      <form ref={focusFirstField} onSubmit={modal.onSubmit} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={modal.form.submitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
