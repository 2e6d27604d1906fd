import type { TooltipProps } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { onDemand, useOnDemand } from './on-demand';

const TOOLTIP_DELAY_MS = 300;

/* The tooltip and its positioning code are fetched when a pointer or focus first reaches something that has one. */
const tooltip = onDemand(() => import('./tooltip').then((module) => module.Tooltip));

type TipLook = Pick<TooltipProps, 'multiline' | 'w' | 'withArrow'>;
/** How the tip looks, and whether focus (keyboard) and a finger show it too, besides a resting pointer. */
type TipOptions = TipLook & { onFocus?: boolean; onTouch?: boolean };
type Shown = TipLook & { label: string; target: HTMLElement };
type Target = { currentTarget: HTMLElement };

/**
 * What `hint` puts on an element: it shows the tip while a pointer rests on it (and, when asked,
 * while it has focus or a finger is on it). The ref lets the tip follow the element's label while it
 * shows; an element with a ref of its own merges the two (Mantine's `useMergedRef`).
 */
export type HintHandlers = {
  ref: (element: HTMLElement | null) => void;
  onMouseEnter: (event: Target) => void;
  onMouseLeave: () => void;
  onFocus?: (event: Target) => void;
  onBlur?: () => void;
  onTouchStart?: (event: Target) => void;
  onTouchEnd?: () => void;
};

/**
 * Tooltips for a group of elements: `hint(label)` gives an element its handlers, and `tip` is the
 * one tooltip, mounted while it shows (a page of rows with a tooltip per button held dozens of
 * floating elements). Mantine's tooltip and floating-ui come with the first pointer or focus that
 * reaches such an element, not with the page. The tip only repeats for the eye what the element
 * says to a screen reader (its name or description). Budget: a signed-in screen's 250 KB (docs/decisions/035).
 */
export function useHoverTip(): { hint: (label: string, options?: TipOptions) => HintHandlers; tip: ReactNode } {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [Tooltip, requestTooltip] = useOnDemand(tooltip);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hide = () => {
    clearTimeout(timer.current);
    setShown(null);
  };
  const show = (label: string, look: TipLook, target: HTMLElement, delay: number) => {
    void requestTooltip();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown({ ...look, label, target }), delay);
  };
  const hint = (label: string, { onFocus = false, onTouch = false, ...look }: TipOptions = {}): HintHandlers => ({
    // A new ref each render, so React hands it the element after every render: a label that changed
    // while its tip shows (a reveal button that now hides) replaces the one the tip was shown with.
    ref: (element) => {
      if (element && element === shown?.target && label !== shown.label) setShown({ ...look, label, target: element });
    },
    onMouseEnter: (event) => show(label, look, event.currentTarget, TOOLTIP_DELAY_MS),
    onMouseLeave: hide,
    ...(onFocus && { onFocus: (event: Target) => show(label, look, event.currentTarget, 0), onBlur: hide }),
    ...(onTouch && { onTouchStart: (event: Target) => show(label, look, event.currentTarget, 0), onTouchEnd: hide }),
  });
  const { label, target, ...look } = shown ?? {};
  return {
    hint,
    tip: shown && Tooltip ? <Tooltip {...look} label={label} target={target} opened withinPortal /> : null,
  };
}
