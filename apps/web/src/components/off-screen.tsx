import type { ReactNode } from 'react';

/*
 * Read by screen readers, not shown: a chart's table while the chart is on screen. Unlike a 1 px
 * visually-hidden box it is as wide as a laptop screen's content (left of the page, where nothing
 * scrolls to), so a table inside, even on a phone, does not become a region that scrolls sideways
 * with nothing in it to focus (axe: scrollable-region-focusable).
 */
const style = { position: 'absolute', left: '-10000px', top: 'auto', width: '60rem', height: 'auto', overflow: 'hidden' } as const;

export function OffScreen({ children }: { children: ReactNode }) {
  return <div style={style}>{children}</div>;
}
