import { TextInput, type ComboboxData, type SelectProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { selectCode } from './select-code';
import { useStandIn } from './stand-in';

export type LazySelectProps = SelectProps & { data: ComboboxData };

/**
 * Mantine's select, with its code fetched when someone reaches it (`useStandIn`): until then a
 * read-only field with the same label, description, error and chosen option stands in.
 * Budget: a signed-in screen's 250 KB; Mantine's Select, Menu and Tooltip on first load measured +18 KB (docs/decisions/035).
 */
export function LazySelect(props: LazySelectProps) {
  const { Real, engagement, handlers } = useStandIn(selectCode);
  if (Real)
    return (
      <Real
        {...props}
        autoFocus={props.autoFocus || engagement !== null}
        defaultDropdownOpened={props.defaultDropdownOpened || engagement === 'press'}
      />
    );
  return (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.withAsterisk}
      required={props.required}
      disabled={props.disabled}
      size={props.size}
      w={props.w}
      aria-label={props['aria-label']}
      placeholder={props.placeholder}
      // Announced as the closed select it stands for.
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      data-stand-in
      value={optionLabel(props.data, props.value)}
      rightSection={<IconChevronDown size={16} aria-hidden color="var(--mantine-color-dimmed)" />}
      rightSectionPointerEvents="none"
      readOnly
      {...handlers}
    />
  );
}

/** The label of the option `value` among select data (plain values, options, or groups of either). */
export function optionLabel(data: ComboboxData, value: string | null | undefined): string {
  const options = data.flatMap((entry) => (typeof entry === 'object' && 'group' in entry ? entry.items : [entry]));
  for (const option of options) {
    if (typeof option === 'string' ? option === value : option.value === value)
      return typeof option === 'string' ? option : 'label' in option ? option.label : option.value;
  }
  return '';
}
