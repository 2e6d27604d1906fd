import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionType } from '@workspace/shared/accounting/transactions.constants';
import i18n from '../../../lib/i18n';
import { renderWithApp } from '../../../test-utils';
import { TransactionFormModal } from './transaction-form-modal';

const api = {
  'POST /api/transactions': { transaction: { id: 1 } },
  'GET /api/companies/lookup': { data: [{ id: 4, name: 'Anadolu Yazılım' }] },
  'GET /api/users/lookup': { data: [{ id: 1, name: 'Deniz', surname: 'Yalçın', type: 'master' }] },
  'GET /api/expense-categories/lookup': { data: [{ id: 2, name: 'Travel' }] },
};

let fetchMock: ReturnType<typeof renderWithApp>['fetch'];
function renderForm(type: TransactionType) {
  const onClose = vi.fn();
  const rendered = renderWithApp(<TransactionFormModal transaction={null} fixedType={type} onClose={onClose} />, {
    user: { id: 1, name: 'Deniz', surname: 'Yalçın', type: 'master' },
    api,
  });
  fetchMock = rendered.fetch;
  return onClose;
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(amount: string) {
  fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Consulting' } });
  fireEvent.change(screen.getByLabelText(/^Amount/, { selector: 'input' }), { target: { value: amount } });
  await choose('Company', 'Anadolu Yazılım');
}

const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('TransactionFormModal', () => {
  it('accepts a decimal comma and sends the amount as the string "1250.50"', async () => {
    const onClose = renderForm('income');
    await fillRequired('1250,50');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Income saved')).toBeInTheDocument();
    const [url, init] = posted()[0]!;
    expect(url).toBe('/api/transactions');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'income',
      name: 'Consulting',
      amount: '1250.50',
      currency: 'TL',
      companyId: 4,
      assignedUserId: 1,
      categoryId: null,
      projectId: null,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('reads the amount the way an English reader writes it: 1,250.75', async () => {
    renderForm('income');
    await fillRequired('1,250.75');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Income saved')).toBeInTheDocument();
    expect(JSON.parse(String(posted()[0]![1]?.body))).toMatchObject({ amount: '1250.75' });
  });

  it('reads it the Turkish way in Turkish: 1.250,75, and explains a wrong one in Turkish', async () => {
    await i18n.changeLanguage('tr');
    try {
      renderForm('income');
      expect(screen.getByText('Örneğin 1.250,75: en fazla iki ondalık basamak')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText(/^Ad/, { selector: 'input' }), { target: { value: 'Danışmanlık' } });
      fireEvent.change(screen.getByLabelText(/^Tutar/, { selector: 'input' }), { target: { value: '12a' } });
      fireEvent.click(screen.getByLabelText(/^Şirket/, { selector: 'input' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Anadolu Yazılım' }));
      fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
      expect(await screen.findByText('Bir sayı girin, örneğin 1.250,50')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText(/^Tutar/, { selector: 'input' }), { target: { value: '1.250,75' } });
      fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
      await vi.waitFor(() => expect(posted()).toHaveLength(1));
      expect(JSON.parse(String(posted()[0]![1]?.body))).toMatchObject({ amount: '1250.75' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each([
    ['0', 'Must be a positive number'],
    ['-5', 'Must be a positive number'],
    ['1.234', 'Use at most two decimal places'],
    ['12a', 'Enter a number, like 1,250.50'],
  ])('refuses the amount %s with the shared message', async (amount, message) => {
    renderForm('income');
    await fillRequired(amount);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('an expense without a category says it needs one; with one it is sent', async () => {
    renderForm('expense');
    await fillRequired('99.90');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An expense needs a category')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    await choose('Category', 'Travel');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense saved')).toBeInTheDocument();
    expect(JSON.parse(String(posted()[0]![1]?.body))).toMatchObject({
      type: 'expense',
      amount: '99.90',
      categoryId: 2,
    });
  });
});
