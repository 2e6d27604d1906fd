import { useMatches } from '@mantine/core';

/* Characters of a project name an axis this wide has room for, at the axis' 12 px font. */
const charactersFor = (width: number) => Math.floor(width / 7);

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/* One line per name: recharts would wrap a tick at its own guess of the room, but the name is already cut to fit. */
function NameTick({ x, y, payload }: TickProps) {
  return (
    <text x={x} y={y} dx={-10} dy={4} textAnchor="end" fontSize={12} fill="currentColor">
      {String(payload?.value ?? '')}
    </text>
  );
}

/**
 * The axis of project names on a horizontal bar chart: narrower on a phone so the bars keep room,
 * names cut to one line (the table beside the chart has them whole).
 */
export function useNameAxis() {
  const width = useMatches({ base: 140, sm: 190 });
  const length = charactersFor(width);
  return { label: (name: string) => (name.length > length ? `${name.slice(0, length - 1)}…` : name), yAxisProps: { width, tick: NameTick } };
}
