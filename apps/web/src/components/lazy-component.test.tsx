import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { lazyComponent, lazyView } from './lazy-component';
import { lazyDialog } from './lazy-dialog';

/** A component's code that arrives when the test says so. */
function deferred() {
  let arrive!: () => void;
  const code = new Promise<(props: { name: string }) => ReactNode>(
    (resolve) => (arrive = () => resolve(({ name }) => <p>Hello {name}</p>)),
  );
  return { load: () => code, arrive };
}

describe('lazyComponent', () => {
  it('shows its fallback until the code comes, then the component with its props', async () => {
    const { load, arrive } = deferred();
    const Greeting = lazyComponent(load, () => 'Waiting');
    renderWithApp(<Greeting name="Ada" />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it("a view shows the list's loader meanwhile, a dialog nothing", async () => {
    const view = deferred();
    const dialog = deferred();
    const View = lazyView(view.load);
    const Dialog = lazyDialog(dialog.load);
    const { container } = renderWithApp(
      <>
        <View name="board" />
        <Dialog name="form" />
      </>,
    );
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    view.arrive();
    expect(await screen.findByText('Hello board')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).toBeNull();
    expect(container).not.toHaveTextContent('Hello form');
    dialog.arrive();
    expect(await screen.findByText('Hello form')).toBeInTheDocument();
  });
});
