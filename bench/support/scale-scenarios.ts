import { MAX_PAGE_NUMBER } from '@docverify/contract/paging';
import type { FastifyInstance } from 'fastify';
import type { ScaleAccounts } from './scale-accounts';
import { USER_BASELINE, type Scenario, type ScenarioKind } from './scale-measure';

/** The scenario's request made once in-process, as the bench will make it: its JSON answer. */
async function answerOf(app: FastifyInstance, scenario: Scenario): Promise<unknown> {
  const response = await app.inject({
    method: scenario.method,
    url: scenario.url,
    headers: scenario.token ? { authorization: `Bearer ${scenario.token}` } : {},
    ...(scenario.body ? { payload: scenario.body } : {}),
  });
  return response.json();
}

/** The last page a list offers, read from its first page as the web app does. */
async function lastPage(app: FastifyInstance, scenario: Scenario): Promise<number> {
  const { totalPages } = (await answerOf(app, scenario)) as { totalPages: number };
  return Math.max(1, Math.min(totalPages, MAX_PAGE_NUMBER));
}

const withPage = (url: string, page: number) => `${url}${url.includes('?') ? '&' : '?'}page=${page}`;

/**
 * The Next cursor of a page in the middle of a list, found once by its number (a walk): a scenario then measures
 * what the client does on every Next click deep in the list.
 */
async function middleCursor(app: FastifyInstance, scenario: Scenario, page: number): Promise<string> {
  const body = scenario.body ? { ...scenario.body, page } : undefined;
  const { next } = (await answerOf(app, {
    ...scenario,
    url: body ? scenario.url : withPage(scenario.url, page),
    ...(body ? { body } : {}),
  })) as { next: string | null };
  if (!next) throw new Error(`${scenario.url}: no next page after page ${page}`);
  return next;
}

/** The id of a list's first row, as the web app opens it from the list. */
async function firstRowId(app: FastifyInstance, scenario: Scenario): Promise<string> {
  const { data } = (await answerOf(app, scenario)) as { data: { id: string }[] };
  if (!data[0]) throw new Error(`${scenario.url}: an empty list`);
  return data[0].id;
}

/** Every list, sort, filter, search and dashboard the UI offers, as the table names them. */
export async function scaleScenarios(app: FastifyInstance, a: ScaleAccounts): Promise<Scenario[]> {
  const person = (name: string, body: object, kind: ScenarioKind = 'list'): Scenario => ({
    name: `individual: ${name}`,
    kind,
    method: 'POST',
    url: '/api/get/documents',
    body,
    token: a.individual,
  });
  const organisation = (name: string, url: string, body: object, kind: ScenarioKind = 'list'): Scenario => ({
    name: `organisation: ${name}`,
    kind,
    method: 'POST',
    url,
    body,
    token: a.organisation,
  });
  const admin = (name: string, url: string, body?: object, kind: ScenarioKind = 'list'): Scenario => ({
    name: `admin: ${name}`,
    kind,
    method: body ? 'POST' : 'GET',
    url,
    ...(body ? { body } : {}),
    token: a.administrator,
  });

  const ownLast = await lastPage(app, person('', {}));
  const receivedLast = await lastPage(app, organisation('', '/api/get/documents', { scope: 'received' }));
  const allLast = await lastPage(app, admin('', '/api/system/admin/get/all/documents'));
  const transactionsLast = await lastPage(app, admin('', '/api/system/admin/view/transactions'));
  const auditLast = await lastPage(app, admin('', '/api/system/admin/audit'));
  const rare = encodeURIComponent(a.rareTerm);
  const common = encodeURIComponent(a.commonTerm);
  const receivedMiddle = Math.ceil(receivedLast / 2);
  const receivedCursor = await middleCursor(
    app,
    organisation('', '/api/get/documents', { scope: 'received' }),
    receivedMiddle,
  );
  const ownFirst = await firstRowId(app, person('', {}));
  const receivedFirst = await firstRowId(app, organisation('', '/api/get/documents', { scope: 'received' }));
  const allMiddle = Math.ceil(allLast / 2);
  const allCursor = await middleCursor(app, admin('', '/api/system/admin/get/all/documents'), allMiddle);

  return [
    { name: USER_BASELINE, kind: 'baseline', method: 'GET', url: '/api/user', token: a.individual },
    { name: 'public reference reads', kind: 'reference', method: 'GET', url: '/api/organisations/signup-choices' },
    {
      name: "request form's catalogue",
      kind: 'reference',
      method: 'GET',
      url: '/api/reference/catalogue',
      token: a.individual,
    },

    person('own list, page 1', {}),
    person(`own list, last page (${ownLast})`, { page: ownLast }),
    person('own list, by name', { sort: { field: 'name', direction: 'asc' } }),
    person('own list, search common', { search: a.commonTerm }, 'search'),
    {
      name: 'individual: dashboard',
      kind: 'dashboard',
      method: 'GET',
      url: '/api/user/dashboard',
      token: a.individual,
    },
    {
      name: 'individual: a request opened',
      kind: 'opening',
      method: 'POST',
      url: '/api/monitor/document',
      body: { doc_id: ownFirst },
      token: a.individual,
    },
    {
      name: 'individual: transactions, page 1',
      kind: 'list',
      method: 'GET',
      url: '/api/user/view/transactions',
      token: a.individual,
    },

    organisation('sent, page 1', '/api/get/documents', { scope: 'sent' }),
    organisation('received, page 1', '/api/get/documents', { scope: 'received' }),
    organisation('a received request opened', '/api/monitor/document', { doc_id: receivedFirst }, 'opening'),
    organisation(`received, last page (${receivedLast})`, '/api/get/documents', {
      scope: 'received',
      page: receivedLast,
    }),
    organisation(`received, Next from page ${receivedMiddle} (cursor)`, '/api/get/documents', {
      scope: 'received',
      page: receivedMiddle + 1,
      cursor: receivedCursor,
    }),
    organisation('received, by name', '/api/get/documents', {
      scope: 'received',
      sort: { field: 'name', direction: 'desc' },
    }),
    organisation('received, queried', '/api/get/documents', { scope: 'received', verifier_status: 'queried' }),
    organisation('received, search rare', '/api/get/documents', { scope: 'received', search: a.rareTerm }, 'search'),
    organisation(
      'received, search common',
      '/api/get/documents',
      { scope: 'received', search: a.commonTerm },
      'search',
    ),
    organisation('referred requests, page 1', '/api/referrals/documents', {}),
    organisation('referred users, page 1', '/api/referrals/users', {}),
    organisation('staff, page 1', '/api/staff/get/all', {}),
    {
      name: 'organisation: dashboard',
      kind: 'dashboard',
      method: 'GET',
      url: '/api/org/dashboard/summary',
      token: a.organisation,
    },

    admin('all documents, page 1', '/api/system/admin/get/all/documents'),
    admin('all documents, by name', '/api/system/admin/get/all/documents?sort=name'),
    admin('all documents, by status desc', '/api/system/admin/get/all/documents?sort=status&direction=desc'),
    admin('all documents, queried', '/api/system/admin/get/all/documents?status=queried'),
    admin(`all documents, last page (${allLast})`, withPage('/api/system/admin/get/all/documents', allLast)),
    admin(
      `all documents, Next from page ${allMiddle} (cursor)`,
      `/api/system/admin/get/all/documents?page=${allMiddle + 1}&cursor=${allCursor}`,
    ),
    admin('all documents, queried by name', '/api/system/admin/get/all/documents?status=queried&sort=name'),
    admin('all documents, Doctorate', `/api/system/admin/get/all/documents?details=Doctorate`),
    admin('all documents, search rare', `/api/system/admin/get/all/documents?search=${rare}`, undefined, 'search'),
    admin('all documents, search common', `/api/system/admin/get/all/documents?search=${common}`, undefined, 'search'),
    admin('transactions, page 1', '/api/system/admin/view/transactions'),
    admin(
      `transactions, last page (${transactionsLast})`,
      withPage('/api/system/admin/view/transactions', transactionsLast),
    ),
    admin('transactions, search common', `/api/system/admin/view/transactions?search=${common}`, undefined, 'search'),
    admin('transactions, confirmed', '/api/system/admin/view/transactions?status=confirmed'),
    admin('transactions, failed', '/api/system/admin/view/transactions?status=failed'),
    admin('transactions, search rare', `/api/system/admin/view/transactions?search=${rare}`, undefined, 'search'),
    {
      ...admin('transactions CSV, everything', '/api/system/admin/view/transactions.csv', undefined, 'export'),
      load: false,
    },
    admin('dashboard', '/api/system/admin/dashboard', undefined, 'dashboard'),
    admin('audit, page 1', '/api/system/admin/audit'),
    admin(`audit, last page (${auditLast})`, withPage('/api/system/admin/audit', auditLast)),
    admin('audit, search common', `/api/system/admin/audit?search=${common}`, undefined, 'search'),
    admin('users, page 1', '/api/system/admin/view/indv'),
    admin('administrators, page 1', '/api/system/admin/view/admin'),
    admin('users, search common', `/api/system/admin/view/indv?search=${common}`, undefined, 'search'),
    admin('verifying bodies, page 1', '/api/system/admin/verifying-bodies', {}),
    admin('companies, page 1', '/api/system/admin/get/all/companies', {}),
  ];
}
