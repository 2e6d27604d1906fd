import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { useHint } from './hover-tip';

/** A reveal button whose name, and tip, say what a press will do; a copy button beside it. */
function RevealButton() {
  const [isShown, setIsShown] = useState(false);
  const label = isShown ? 'Hide the password' : 'Reveal the password';
  const hint = useHint();
  return (
    <>
      <button type="button" aria-label={label} onClick={() => setIsShown((shown) => !shown)} {...hint(label)} />
      <button type="button" aria-label="Copy the password" {...hint('Copy the password')} />
    </>
  );
}

/** A row's delete button whose press removes the row, as a deleted task leaves the list. */
function DeletableRow() {
  const [isThere, setIsThere] = useState(true);
  const hint = useHint();
  return isThere ? (
    <button type="button" aria-label="Delete: Apollo" onClick={() => setIsThere(false)} {...hint('Delete: Apollo')} />
  ) : null;
}

describe('useHint', () => {
  it('shows the label of the element a pointer rests on', async () => {
    renderWithApp(<RevealButton />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Copy the password' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the password');
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Copy the password' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('follows the label when it changes while the tip shows', async () => {
    renderWithApp(<RevealButton />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Reveal the password' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reveal the password');
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the password' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Hide the password'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide the password' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Reveal the password'));
  });

  it('shows the label as it is when the delay ends, not as it was when the pointer came', async () => {
    renderWithApp(<RevealButton />);
    const button = screen.getByRole('button', { name: 'Reveal the password' });
    fireEvent.mouseEnter(button);
    fireEvent.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hide the password');
  });

  it('shows one tip at a time for every element on the screen, from whichever component drew it', async () => {
    renderWithApp(
      <>
        <RevealButton />
        <DeletableRow />
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Copy the password' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the password');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Delete: Apollo' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Delete: Apollo'));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('takes the tip away with the element it belongs to', async () => {
    renderWithApp(<DeletableRow />);
    const button = screen.getByRole('button', { name: 'Delete: Apollo' });
    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete: Apollo');
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows no tip for an element that left before its delay ended', async () => {
    renderWithApp(
      <>
        <RevealButton />
        <DeletableRow />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Delete: Apollo' });
    fireEvent.mouseEnter(button);
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The tip itself works here: the next element pointed at shows its own.
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Copy the password' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the password');
  });
});
