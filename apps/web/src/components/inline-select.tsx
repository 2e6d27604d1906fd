import { Badge, ColorSwatch, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeField, ChangeRecord } from './change-sentence';
import { confirmChange } from './confirm-dialog';

export type InlineOption<V extends string> = { value: V; label: string; color: string };

type Props<V extends string> = {
  value: V;
  options: InlineOption<V>[];
  /** The kind of record, and the field changed: the label and the confirmation's sentence name them. */
  record: ChangeRecord;
  field: ChangeField;
  /** The record's name ("Write the report"), for the label and the confirmation. */
  subject: string;
  /** Saves the new value; when it rejects the old value shows again. */
  onChange: (next: V) => Promise<void>;
  /** Without the right to change it, the value shows as a plain badge. */
  isReadOnly?: boolean;
  /** Pixels, or '100%' to fill a form column. */
  width?: number | '100%';
  /** Takes focus with its options open as it mounts (a lazy row control that was just activated). */
  isInitiallyOpen?: boolean;
};

/**
 * A value changed in place (a row's status or priority). Choosing asks for confirmation with the
 * old and the new value; the new value shows while it is saved and reverts if saving fails.
 */
export function InlineSelect<V extends string>({
  value,
  options,
  record,
  field,
  subject,
  onChange,
  isReadOnly = false,
  width = 150,
  isInitiallyOpen = false,
}: Props<V>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<V | null>(null);
  const current = options.find((option) => option.value === (pending ?? value));
  const badgeOf = (option: InlineOption<V> | undefined) => (
    <Badge color={option?.color} variant="light">
      {option?.label ?? ''}
    </Badge>
  );

  if (isReadOnly) return badgeOf(current);

  const choose = async (next: string | null) => {
    if (!next || next === value) return;
    const target = options.find((option) => option.value === next);
    if (!target) return;
    const previous = options.find((option) => option.value === value);
    const isConfirmed = await confirmChange({
      record,
      field,
      subject,
      from: previous?.label ?? null,
      to: target.label,
      oldValue: badgeOf(previous),
      newValue: badgeOf(target),
    });
    if (!isConfirmed) return;
    setPending(target.value);
    try {
      await onChange(target.value);
    } catch {
      // The caller has told the user; showing the stored value again is all that is left.
    } finally {
      setPending(null);
    }
  };

  return (
    <Select
      size="xs"
      w={width}
      aria-label={`${t(`list.change.label.${field}`)}: ${subject}`}
      autoFocus={isInitiallyOpen}
      defaultDropdownOpened={isInitiallyOpen}
      allowDeselect={false}
      disabled={pending !== null}
      value={pending ?? value}
      onChange={(next) => void choose(next)}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      leftSection={current ? <ColorSwatch color={`var(--mantine-color-${current.color}-6)`} size={10} /> : undefined}
      renderOption={({ option }) => {
        const color = options.find((candidate) => candidate.value === option.value)?.color;
        return (
          <Group gap={8} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={10} />
            <Text size="xs">{option.label}</Text>
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
