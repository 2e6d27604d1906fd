import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { LazyMenu } from './lazy-menu';

const entries = [{ key: 'csv', label: 'CSV', onClick: () => {} }];

describe('LazyMenu', () => {
  it("keeps the target's own handlers: they run, and the menu still comes and opens", async () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    const onClick = vi.fn();
    renderWithApp(
      <LazyMenu
        entries={entries}
        target={
          <Button onPointerEnter={onPointerEnter} onFocus={onFocus} onClick={onClick}>
            Export
          </Button>
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    fireEvent.click(button);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeInTheDocument();
    // The real menu's target is the same element: its handlers stay on it.
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("opens even when the target's handler prevents the default, as Mantine's menu does once it is there", async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithApp(<LazyMenu entries={entries} target={<Button onClick={onClick}>Export</Button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeInTheDocument();
  });
});
