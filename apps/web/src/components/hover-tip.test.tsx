import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { useHoverTip } from './hover-tip';

/** A reveal button whose name, and tip, say what a press will do; a copy button beside it. */
function RevealButton() {
  const [isShown, setIsShown] = useState(false);
  const label = isShown ? 'Hide the password' : 'Reveal the password';
  const { hint, tip } = useHoverTip();
  return (
    <>
      <button type="button" aria-label={label} onClick={() => setIsShown((shown) => !shown)} {...hint(label)} />
      <button type="button" aria-label="Copy the password" {...hint('Copy the password')} />
      {tip}
    </>
  );
}

describe('useHoverTip', () => {
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
});
