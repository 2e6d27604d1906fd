import { useRef, useState } from 'react';
import { useOnDemand, type OnDemand } from './on-demand';

/** How the visitor reached a stand-in: by focus alone (the keyboard), or by clicking it. */
export type Engagement = 'focus' | 'press';

/** The handlers a stand-in puts on its field. */
export type StandInHandlers = {
  onPointerEnter: () => void;
  onMouseDown: () => void;
  onFocus: () => void;
  onClick: () => void;
};

/**
 * A field whose code is fetched only when someone reaches it (a select's combobox and floating-ui,
 * a calendar with dayjs): until then a stand-in with the same label and value shows, so a screen's
 * first load goes without that code. A resting pointer fetches it; keyboard focus, or a click once
 * it is over, puts the real field in the stand-in's place, focused (and, after a click, open). The
 * swap waits for the end of a click: a field put in place under a pressed mouse button would take
 * the release as a click of its own and close again. When the code is here already (another field
 * fetched it), the real field shows from the start.
 */
export function useStandIn<T>(code: OnDemand<T>): {
  Real: T | undefined;
  engagement: Engagement | null;
  handlers: StandInHandlers;
} {
  const [Loaded, request] = useOnDemand(code);
  const [wasHere] = useState(() => code.current !== undefined);
  const [engagement, setEngagement] = useState<Engagement | null>(null);
  const isPressed = useRef(false);
  const handlers: StandInHandlers = {
    onPointerEnter: () => void request(),
    onMouseDown: () => {
      isPressed.current = true;
      void request();
    },
    onFocus: () => {
      // Focus that a press brought waits for the click.
      if (!isPressed.current) setEngagement((current) => current ?? 'focus');
      void request();
    },
    onClick: () => {
      isPressed.current = false;
      setEngagement('press');
      void request();
    },
  };
  return { Real: Loaded && (wasHere || engagement) ? Loaded : undefined, engagement, handlers };
}
