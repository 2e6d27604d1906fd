import { Button, type MantineSize } from '@mantine/core';

/**
 * `lang` when the label is in a language of its own (the language switch names each language in
 * itself); `title` when the label is a short form (a language's code): the whole, on hover.
 */
type Option<V extends string> = { value: V; label: string; lang?: string; title?: string };

type Props<V extends string> = {
  'aria-label': string;
  value: V;
  onChange: (value: V) => void;
  data: readonly Option<V>[];
  size?: MantineSize;
};

/**
 * One choice among a few, shown at once (the language, a list's view, a chart's currency): a group
 * of buttons, the chosen one pressed (`aria-pressed`). Mantine's
 * SegmentedControl draws a sliding indicator that it measures in the page's layout when it mounts,
 * which forced the browser to lay out the whole page in the middle of a screen's first render.
 */
export function ToggleGroup<V extends string>({ value, onChange, data, size = 'sm', 'aria-label': label }: Props<V>) {
  return (
    <Button.Group aria-label={label}>
      {data.map((option) => {
        const isCurrent = option.value === value;
        return (
          <Button
            key={option.value}
            size={size}
            variant={isCurrent ? 'filled' : 'default'}
            aria-pressed={isCurrent}
            lang={option.lang}
            title={option.title}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Button.Group>
  );
}
