import { useState } from 'react';
import { onDemand, useOnDemand, type OnDemand } from './on-demand';

/** How the visitor reached a stand-in: by focus alone (the keyboard), or by pressing it. */
export type Engagement = 'focus' | 'press';

/** The handlers a stand-in puts on its field: a resting pointer fetches the code, focus or a press asks for the real field. */
export type StandInHandlers = { onPointerEnter: () => void; onFocus: () => void; onMouseDown: () => void; onClick: () => void };

/**
 * A field whose code is fetched only when someone reaches it (a select's combobox and floating-ui,
 * a calendar with dayjs): until then a read-only stand-in with the same label and value shows, so a
 * screen's first load goes without that code. A resting pointer fetches it; focus or a press puts
 * the real field in the stand-in's place, focused (and, after a press, open), once it has come.
 * When the code is here already (another field fetched it) the real field shows from the start.
 */
export function useStandIn<T>(code: OnDemand<T>): { Real: T | undefined; engagement: Engagement | null; handlers: StandInHandlers } {
  const [Loaded, request] = useOnDemand(code);
  const [wasHere] = useState(() => code.current !== undefined);
  const [engagement, setEngagement] = useState<Engagement | null>(null);
  const handlers: StandInHandlers = {
    onPointerEnter: () => void request(),
    onFocus: () => {
      setEngagement((current) => current ?? 'focus');
      void request();
    },
    onMouseDown: () => {
      setEngagement('press');
      void request();
    },
    // A click without a press before it (assistive technology, a script) asks the same.
    onClick: () => {
      setEngagement('press');
      void request();
    },
  };
  return { Real: Loaded && (wasHere || engagement) ? Loaded : undefined, engagement, handlers };
}

/** The code of Mantine's select, a module of its own so that it comes on demand. */
export const selectCode = onDemand(() => import('./select').then((module) => module.Select));
