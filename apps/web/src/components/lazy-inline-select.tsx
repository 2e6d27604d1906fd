import { Badge, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import type { InlineSelect } from './inline-select';
import { onDemand, useOnDemand } from './on-demand';

type Props<V extends string> = Omit<ComponentProps<typeof InlineSelect<V>>, 'isInitiallyOpen'> & {
  /** The caller's `t`: one `useTranslation` per row cost about 20 ms of `/task`'s first render (docs/decisions/049). */
  t: TFunction;
};

const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/* The select's code (a combobox, its dropdown and floating-ui) comes when a pointer or focus first reaches one. */
const inlineSelect = onDemand(() => import('./inline-select').then((module) => module.InlineSelect));

/**
 * An InlineSelect for the rows of a long list. A Select is a combobox, a popover and an input, and
 * a page of rows holding two of them took most of a second to render; so until someone activates
 * it the value shows as a badge in a button, in the select's place and size, named and announced
 * as a closed combobox. A click, Enter, Space or an arrow key puts the real select there, focused
 * with its options open; from then on it is that select, with its confirmation. The select's code
 * is fetched when a pointer or focus first reaches one, so the list's first load goes without it.
 * Budget: a signed-in screen's 250 KB (docs/decisions/035).
 */
export function LazyInlineSelect<V extends string>({ t, ...props }: Props<V>) {
  const { value, options, field, subject, isReadOnly = false, width = 150 } = props;
  const [isActive, setIsActive] = useState(false);
  const [Loaded, request] = useOnDemand(inlineSelect);
  if (isActive && Loaded) return <Loaded {...props} isInitiallyOpen />;
  const activate = () => {
    setIsActive(true);
    void request();
  };

  const current = options.find((option) => option.value === value);
  const badge = (
    <Badge color={current?.color} variant="light">
      {current?.label ?? ''}
    </Badge>
  );
  if (isReadOnly) return badge;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    activate();
  };
  return (
    <UnstyledButton
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-busy={isActive || undefined}
      aria-label={`${t(`list.change.label.${field}`)}: ${subject}`}
      w={width}
      h="var(--input-height-xs)"
      px={6}
      display="flex"
      style={{
        alignItems: 'center',
        justifyContent: 'space-between',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
      onClick={activate}
      onPointerEnter={() => void request()}
      onFocus={() => void request()}
      onKeyDown={onKeyDown}
    >
      {badge}
      <IconChevronDown size={14} aria-hidden color="var(--mantine-color-dimmed)" />
    </UnstyledButton>
  );
}
