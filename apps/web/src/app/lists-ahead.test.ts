import { describe, expect, it } from 'vitest';
import { firstRequestOf, listAheadRequest } from './lists-ahead';

describe('the lists read ahead of their screens', () => {
  it('asks for the page a screen shows first, with the filters its address and the screen set', () => {
    expect(listAheadRequest('task', new URL('http://localhost/task'))).toBe(
      '/api/tasks?sort=deadline&order=asc&page=1&pageSize=25',
    );
    expect(listAheadRequest('myTask', new URL('http://localhost/mytask?mine=false&status=done&page=3'))).toBe(
      '/api/tasks?sort=deadline&order=asc&status=done&mine=true&page=3&pageSize=25',
    );
    expect(listAheadRequest('income', new URL('http://localhost/income?q=%20rent%20&order=asc&pageSize=500'))).toBe(
      '/api/transactions?sort=transactionDate&order=asc&q=rent&type=income&page=1&pageSize=100',
    );
  });

  it('asks for nothing on a screen without a first list', () => {
    expect(listAheadRequest('task', new URL('http://localhost/task?view=board'))).toBeNull();
    expect(listAheadRequest('wallet', new URL('http://localhost/wallet'))).toBeNull();
  });

  it("asks for the wallet's month as the wallet page does", () => {
    expect(firstRequestOf('wallet', new URL('http://localhost/wallet'))).toBe('/api/wallet');
    expect(firstRequestOf('wallet', new URL('http://localhost/wallet?month=2026-03'))).toBe(
      '/api/wallet?month=2026-03',
    );
    expect(firstRequestOf('wallet', new URL('http://localhost/wallet?month=2025-13'))).toBe('/api/wallet');
    expect(firstRequestOf('task', new URL('http://localhost/task'))).toBe(
      listAheadRequest('task', new URL('http://localhost/task')),
    );
    expect(firstRequestOf('dashboard', new URL('http://localhost/dashboard'))).toBeNull();
  });
});
