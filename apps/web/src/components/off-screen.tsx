import { Button, Group } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Read by screen readers, not shown: a chart's table while the chart is on screen. Unlike a 1 px
 * visually-hidden box it is as wide as a laptop screen's content (left of the page, where nothing
 * scrolls to), so a table inside, even on a phone, does not become a region that scrolls sideways
 * with nothing in it to focus (axe: scrollable-region-focusable).
 */
const style = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '60rem',
  height: 'auto',
  overflow: 'hidden',
} as const;

export function OffScreen({ children }: { children: ReactNode }) {
  return <div style={style}>{children}</div>;
}

/**
 * A chart's numbers under it: always read by screen readers, shown to everyone on "Show as table".
 * Every chart has its figures as a table, never as pixels only.
 */
export function ChartTableToggle({ table }: { table: ReactNode }) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <Group justify="flex-end" mt="xs">
        <Button
          variant="subtle"
          size="xs"
          aria-expanded={isShown}
          aria-controls={tableId}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {t(isShown ? 'charts.hideTable' : 'charts.showTable')}
        </Button>
      </Group>
      <div id={tableId}>{isShown ? table : <OffScreen>{table}</OffScreen>}</div>
    </>
  );
}
