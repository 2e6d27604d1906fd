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
    expect(screen.getByRole('button', { name: 'All tasks: 100,096' })).toHaveTextContent('100,096');
    expect(screen.getByText('1–7 Dec')).toBeInTheDocument();
  });

  it('groups them the Turkish way', async () => {
    await i18n.changeLanguage('tr');
    renderWithApp(<SummaryCards cards={cards} />);
    expect(screen.getByRole('button', { name: 'All tasks: 100.096' })).toHaveTextContent('100.096');
  });
});
