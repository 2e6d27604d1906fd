import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { Board, type BoardColumn } from './board';

type Card = { id: number; title: string };
const columns: BoardColumn<Card>[] = [
  {
    key: 'pending',
    title: 'Pending',
    color: 'gray',
    items: [
      { id: 1, title: 'Write the report' },
      { id: 2, title: 'Call the client' },
    ],
    total: 7,
  },
  { key: 'inProgress', title: 'In progress', color: 'blue', items: [{ id: 3, title: 'Fix the login' }], total: 1 },
  { key: 'completed', title: 'Completed', color: 'green', items: [], total: 0 },
];

function renderBoard(
  onMove = vi.fn<(card: Card, from: string, to: string) => Promise<void>>().mockResolvedValue(undefined),
  shownColumns: BoardColumn<Card>[] = columns,
) {
  renderWithApp(
    <Board<Card>
      label="Task board"
      columns={shownColumns}
      itemKey={(card) => card.id}
      itemLabel={(card) => card.title}
      renderCard={(card) => <span>{card.title}</span>}
      record="task"
      field="status"
      onMove={onMove}
    />,
  );
  return onMove;
}

const column = (name: RegExp) => screen.getByRole('list', { name });
const card = (name: string) => screen.getByRole('listitem', { name });

describe('Board', () => {
  it('shows a column per entry with its count and its cards, and how many more there are', () => {
    renderBoard();
    expect(screen.getByRole('heading', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'In progress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Completed' })).toBeInTheDocument();
    expect(within(column(/^Pending, 7 items/)).getAllByRole('listitem')).toHaveLength(2);
    expect(within(column(/^Pending/)).getByText('+5 more')).toBeInTheDocument();
    expect(within(column(/^In progress, 1 item$/)).getByText('Fix the login')).toBeInTheDocument();
  });

  it('says "1,000+" of a column whose count stopped, and how many more at least', () => {
    renderBoard(undefined, [{ ...columns[0]!, total: 1000, totalIsAtLeast: true }]);
    const pending = column(/^Pending, 1,000\+ items$/);
    expect(within(pending).getByText('998+ more')).toBeInTheDocument();
    expect(screen.getByText('1,000+')).toBeInTheDocument();
  });

  it('cards are focusable', () => {
    renderBoard();
    const target = card('Write the report');
    target.focus();
    expect(target).toHaveFocus();
  });

  it('the right arrow key asks to move the card to the next column, and moves it on confirm', async () => {
    const onMove = renderBoard();
    fireEvent.keyDown(card('Write the report'), { key: 'ArrowRight' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('rowheader', { name: 'Current' }).closest('tr')).toHaveTextContent('Pending');
    expect(within(dialog).getByRole('rowheader', { name: 'New' }).closest('tr')).toHaveTextContent('In progress');
    expect(onMove).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onMove).toHaveBeenCalledWith(columns[0]!.items[0], 'pending', 'inProgress'));
    expect(await screen.findByText('Moved “Write the report” to In progress')).toBeInTheDocument();
    // Keyboard users keep their place: the moved card has the focus.
    expect(card('Write the report')).toHaveFocus();
  });

  it('keeps the focus on a card moved by keyboard while the list behind the board catches up', async () => {
    // As on the task screen: the save answers, then the columns come again from the server.
    let refetch!: () => void;
    function LiveBoard() {
      const [shown, setShown] = useState(columns);
      return (
        <Board<Card>
          label="Task board"
          columns={shown}
          itemKey={(item) => item.id}
          itemLabel={(item) => item.title}
          renderCard={(item) => <span>{item.title}</span>}
          record="task"
          field="status"
          onMove={async (item, from, to) => {
            refetch = () =>
              setShown((current) =>
                current.map((entry) =>
                  entry.key === from
                    ? { ...entry, items: entry.items.filter((other) => other.id !== item.id), total: entry.total - 1 }
                    : entry.key === to
                      ? { ...entry, items: [item, ...entry.items], total: entry.total + 1 }
                      : entry,
                ),
              );
          }}
        />
      );
    }
    renderWithApp(<LiveBoard />);
    card('Write the report').focus();
    fireEvent.keyDown(card('Write the report'), { key: 'ArrowRight' });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Moved “Write the report” to In progress');
    await vi.waitFor(() => expect(card('Write the report')).toHaveFocus());
    await act(async () => refetch());
    expect(within(column(/^In progress/)).getByRole('listitem', { name: 'Write the report' })).toHaveFocus();
    // A second move goes on from there, by keyboard alone.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(
      within(await screen.findByRole('dialog'))
        .getByRole('rowheader', { name: 'New' })
        .closest('tr'),
    ).toHaveTextContent('Completed');
  });

  it('cancelling the confirmation moves nothing', async () => {
    const onMove = renderBoard();
    fireEvent.keyDown(card('Fix the login'), { key: 'ArrowLeft' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('rowheader', { name: 'New' }).closest('tr')).toHaveTextContent('Pending');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Move of “Fix the login” cancelled');
    expect(onMove).not.toHaveBeenCalled();
    expect(within(column(/^In progress/)).getByText('Fix the login')).toBeInTheDocument();
    await vi.waitFor(() => expect(card('Fix the login')).toHaveFocus());
  });

  it('asks nothing for Left on the first column or for other keys', () => {
    renderBoard();
    fireEvent.keyDown(card('Write the report'), { key: 'ArrowLeft' });
    fireEvent.keyDown(card('Fix the login'), { key: 'ArrowUp' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the Move menu lists the other columns and moves after confirmation', async () => {
    const onMove = renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Move “Call the client”' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Pending' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Completed' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onMove).toHaveBeenCalledWith(columns[0]!.items[1], 'pending', 'completed'));
  });

  it('the Move button opens its menu at the first press and takes focus back when Escape closes it', async () => {
    renderBoard();
    const button = screen.getByRole('button', { name: 'Move “Write the report”' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['In progress', 'Completed']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move “Write the report”' })).toHaveFocus());
  });

  it('a failed move puts the card back in its column', async () => {
    let fail!: (error: Error) => void;
    const onMove = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    renderBoard(onMove);
    fireEvent.keyDown(card('Write the report'), { key: 'ArrowRight' });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    // While saving, the card already shows in the new column...
    await vi.waitFor(() => expect(within(column(/^In progress/)).getByText('Write the report')).toBeInTheDocument());
    await act(async () => fail(new Error('Failed to update task status')));
    // ...and goes back when the save fails.
    expect(within(column(/^Pending/)).getByText('Write the report')).toBeInTheDocument();
    expect(within(column(/^In progress/)).queryByText('Write the report')).not.toBeInTheDocument();
  });

  it('dropping a dragged card on another column asks for confirmation first', async () => {
    const onMove = renderBoard();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(card('Fix the login'), { dataTransfer });
    fireEvent.drop(column(/^Completed/).parentElement!, { dataTransfer });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('rowheader', { name: 'New' }).closest('tr')).toHaveTextContent('Completed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onMove).toHaveBeenCalledWith(columns[1]!.items[0], 'inProgress', 'completed'));
  });
});
