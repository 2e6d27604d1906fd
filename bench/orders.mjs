/*
 * One request at a time (target "orders", not an autocannon run): the first page of the task,
 * ticket and transaction lists, unfiltered, over the whole benchmark data (100,000 tasks and
 * tickets, 1,000,000 transactions), in every order their columns offer, both ways: what a person
 * clicking a column header waits for. Per list and order: one request not counted, then `runs`
 * requests one after another, their median and slowest; every answer must be 200 with a full page.
 */

const LISTS = [
  {
    key: 'tasks',
    path: '/api/tasks',
    as: 'manager',
    sorts: [
      'title',
      'assignee',
      'project',
      'startDate',
      'deadline',
      'estimatedHours',
      'status',
      'priority',
      'createdAt',
    ],
  },
  {
    key: 'tickets',
    path: '/api/tickets',
    as: 'manager',
    sorts: [
      'id',
      'subject',
      'status',
      'priority',
      'department',
      'category',
      'assignee',
      'createdBy',
      'deadline',
      'createdAt',
      'updatedAt',
    ],
  },
  {
    key: 'transactions',
    path: '/api/transactions',
    as: 'master',
    sorts: ['transactionDate', 'name', 'amount', 'currency', 'type', 'category', 'company', 'createdAt'],
  },
];

const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

/** Times every list in every order; `headers` per role ({ master, manager }). Returns one entry per list and order. */
export async function measureOrders({ label, base, headers, runs = 5, pageSize = 25 }) {
  const entries = [];
  for (const list of LISTS) {
    // The list's own default first (no sort asked for), then each column both ways.
    const orders = [null, ...list.sorts.flatMap((sort) => [`${sort}&order=asc`, `${sort}&order=desc`])];
    const line = [];
    for (const order of orders) {
      const url = `${base}${list.path}?page=1&pageSize=${pageSize}${order ? `&sort=${order}` : ''}`;
      const times = [];
      for (let attempt = 0; attempt <= runs; attempt += 1) {
        const started = performance.now();
        const response = await fetch(url, { headers: headers[list.as] });
        const body = await response.text();
        const elapsed = performance.now() - started;
        if (response.status !== 200)
          throw new Error(`orders: GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
        const rows = JSON.parse(body).data?.length;
        if (rows !== pageSize) throw new Error(`orders: GET ${url} answered ${rows} rows, expected ${pageSize}`);
        if (attempt > 0) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const entry = {
        target: `${list.path} ${order ? `sort=${order}` : 'default order'} (${label})`,
        list: list.key,
        order: order ?? 'default',
        medianMs: Number(median(times).toFixed(1)),
        maxMs: Number(times[times.length - 1].toFixed(1)),
      };
      entries.push(entry);
      line.push(`${entry.order.replace('&order=', ' ')} ${entry.medianMs}`);
    }
    const slowest = entries
      .filter((entry) => entry.list === list.key)
      .reduce((worst, entry) => (entry.medianMs > worst.medianMs ? entry : worst));
    console.log(
      `  ${list.path} in every order (${label}), median ms: ${line.join(', ')}; slowest ${slowest.order} ${slowest.medianMs} ms`,
    );
  }
  return entries;
}
