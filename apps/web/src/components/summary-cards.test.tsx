import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithApp } from '../test-utils';
import { SummaryCards } from './summary-cards';

afterEach(() => void i18n.changeLanguage('en'));

/* A count on a card reads in the reader's grouping, on screen and in its name. */
describe('SummaryCards', () => {
  const cards = [
    { key: 'all', label: 'All tasks', value: 100096, color: 'blue', onClick: () => {} },
    { key: 'note', label: 'Range', value: '1–7 Dec', color: 'gray' },
  ];

  it('groups the digits of a count the English way, and leaves text as it is', () => {
    renderWithApp(<SummaryCards cards={cards} />);
    expect(screen.getByRole('button', { name: 'All tasks 100,096' })).toHaveTextContent('100,096');
    expect(screen.getByText('1–7 Dec')).toBeInTheDocument();
  });

  it('groups them the Turkish way', async () => {
    await i18n.changeLanguage('tr');
    renderWithApp(<SummaryCards cards={cards} />);
    expect(screen.getByRole('button', { name: 'All tasks 100.096' })).toHaveTextContent('100.096');
  });
});

/*
 * A card's name is what it shows (WCAG 2.5.3, axe's label-content-name-mismatch): a speech user
 * says the words on the card to press it, so no separate label may stand in for them.
 */
describe('SummaryCards names', () => {
  it('names a filter card, a linked card and a card of figures by their visible text', () => {
    renderWithApp(
      <SummaryCards
        cards={[
          { key: 'pending', label: 'Pending', value: 41, color: 'gray', onClick: () => {} },
          { key: 'open', label: 'Tasks: Pending', value: 1234, color: 'gray', to: '/task?status=pending' },
          {
            key: 'EUR',
            label: 'Euro',
            color: 'blue',
            onClick: () => {},
            figures: [
              { key: 'income', label: 'Income', value: '€1,200.00' },
              { key: 'expense', label: 'Expense', value: '€300.50' },
            ],
          },
        ]}
      />,
    );
    const controls = [
      screen.getByRole('button', { name: /^Pending/ }),
      screen.getByRole('link', { name: /^Tasks: Pending/ }),
      screen.getByRole('button', { name: /^Euro/ }),
    ];
    for (const control of controls) {
      // No authored name that could drift from the text: the name is read from the card itself.
      expect(control).not.toHaveAttribute('aria-label');
      expect(control).not.toHaveAttribute('aria-labelledby');
    }
    expect(controls[0]).toHaveAccessibleName('Pending 41');
    expect(controls[1]).toHaveAccessibleName('Tasks: Pending 1,234');
    expect(controls[2]).toHaveAccessibleName('Euro Income €1,200.00 Expense €300.50');
  });
});
