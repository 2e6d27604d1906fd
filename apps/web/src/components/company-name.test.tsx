import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { CompanyName } from './company-name';

/* Company names in lists lead to the company's page, for whoever may open it. */
describe('CompanyName', () => {
  it('is a link to the company page for the master', () => {
    renderWithApp(<CompanyName company={{ id: 4, name: 'Karadeniz Gıda A.Ş.' }} />, {
      user: { id: 1, type: 'master' },
    });
    expect(screen.getByRole('link', { name: 'Karadeniz Gıda A.Ş.' })).toHaveAttribute(
      'href',
      '/company/4/karadeniz-gida-a-s',
    );
  });

  it('is plain text for a manager, who has no company page', () => {
    renderWithApp(<CompanyName company={{ id: 4, name: 'Karadeniz Gıda A.Ş.' }} />, {
      user: { id: 2, type: 'manager' },
    });
    expect(screen.getByText('Karadeniz Gıda A.Ş.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
