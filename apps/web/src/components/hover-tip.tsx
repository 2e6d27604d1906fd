import type { TooltipProps } from '@mantine/core';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onDemand, useOnDemand } from './on-demand';

const TOOLTIP_DELAY_MS = 300;

/* The tooltip and its positioning code are fetched when a pointer or focus first reaches something that has one. */
const tooltip = onDemand(() => import('./tooltip').then((module) => module.Tooltip));

type TipLook = Pick<TooltipProps, 'multiline' | 'w' | 'withArrow'>;
/** How the tip looks, and whether focus (keyboard) and a finger show it too, besides a resting pointer. */
type TipOptions = TipLook & { onFocus?: boolean; onTouch?: boolean };
type Tip = TipLook & { label: string };
type Shown = Tip & { target: HTMLElement };
type Target = { currentTarget: HTMLElement };

/**
 * What `hint` puts on an element: it shows the tip while a pointer rests on it (and, when asked,
 * while it has focus or a finger is on it). The ref keeps the tip on the element's label as it is
 * now; an element with a ref of its own merges the two (Mantine's `useMergedRef`).
 */
export type HintHandlers = {
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  onMouseEnter: (event: Target) => void;
  onMouseLeave: () => void;
  onFocus?: (event: Target) => void;
  onBlur?: () => void;
  onTouchStart?: (event: Target) => void;
  onTouchEnd?: () => void;
};

/** Gives an element its tip: `{...hint(label)}`. */
export type Hint = (label: string, options?: TipOptions) => HintHandlers;

const HintContext = createContext<Hint | null>(null);

/**
 * The app's one tooltip for everything `hint` marks. One pointer rests on one element at a time,
 * so one tip serves the whole screen: a page of rows with a tooltip (or a tooltip's state and
 * effects) per button held dozens of them, and each cost its render. Mantine's tooltip and
 * floating-ui come with the first pointer or focus that reaches such an element, not with the page.
 * The tip only repeats for the eye what the element says to a screen reader (its name or
 * description). Budget: a signed-in screen's 250 KB (docs/decisions/035) and `/task`'s first row
 * in 700 ms (bench/README.md): a tip of its own in every row cost about 13 ms of that first
 * render (docs/decisions/049).
 */
export function HoverTipProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [Tooltip, requestTooltip] = useOnDemand(tooltip);
  /* The same tip as `shown`, for handlers made once; the latest label of each element, from its last render. */
  const shownNow = useRef<Shown | null>(null);
  const tips = useRef(new WeakMap<HTMLElement, Tip>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hint = useMemo<Hint>(() => {
    const update = (next: Shown | null) => {
      shownNow.current = next;
      setShown(next);
    };
    const hide = () => {
      clearTimeout(timer.current);
      if (shownNow.current) update(null);
    };
    const show = (tip: Tip, target: HTMLElement, delay: number) => {
      void requestTooltip();
      clearTimeout(timer.current);
      tips.current.set(target, tip);
      // The label as it is when the delay ends: a press during the delay may have changed it.
      timer.current = setTimeout(() => {
        if (target.isConnected) update({ ...(tips.current.get(target) ?? tip), target });
      }, delay);
    };
    return (label, { onFocus = false, onTouch = false, ...look } = {}) => {
      const tip = { ...look, label };
      return {
        // A new ref each render, so React hands it the element after every render: a label that
        // changed while its tip shows (a reveal button that now hides) replaces the one shown.
        ref: (element) => {
          if (!element) return undefined;
          tips.current.set(element, tip);
          const showing = shownNow.current;
          if (showing?.target === element && showing.label !== label) update({ ...tip, target: element });
          // An element that leaves the page (its row deleted, the screen left) takes its tip with it.
          return () =>
            queueMicrotask(() => {
              if (!element.isConnected && shownNow.current?.target === element) hide();
            });
        },
        onMouseEnter: (event) => show(tip, event.currentTarget, TOOLTIP_DELAY_MS),
        onMouseLeave: hide,
        ...(onFocus && { onFocus: (event: Target) => show(tip, event.currentTarget, 0), onBlur: hide }),
        ...(onTouch && { onTouchStart: (event: Target) => show(tip, event.currentTarget, 0), onTouchEnd: hide }),
      };
    };
  }, [requestTooltip]);

  const { label, target, ...look } = shown ?? {};
  return (
    <HintContext value={hint}>
      {children}
      {shown && Tooltip ? <Tooltip {...look} label={label} target={target} opened withinPortal /> : null}
    </HintContext>
  );
}

/** `hint(label)`: the handlers that give an element the app's tooltip (see `HoverTipProvider`). */
export function useHint(): Hint {
  const hint = useContext(HintContext);
  if (!hint) throw new Error('useHint: no HoverTipProvider above this component');
  return hint;
}
