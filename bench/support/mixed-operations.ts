import type { Body, Population } from './mixed-population';

/** What the traffic asks of the server: a read (a page, a dashboard, an opened request) or a write. */
export type Operation = {
  name: string;
  kind: 'read' | 'write';
  /** Its share of the traffic (relative to the other operations' weights). */
  weight: number;
  /** Makes the request(s) against the server at `address`; resolves to false when the answer was not a success. */
  run(address: string): Promise<boolean>;
};

/** The same sample PDF the seed and the tests use: what a file a request or a decision carries looks like. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

let drawn = 0;
/** A deterministic spread over `items`: consecutive draws walk through them at a stride prime to most lengths. */
function pick<T>(items: readonly T[]): T {
  drawn += 7919;
  return items[drawn % items.length]!;
}

async function call(address: string, method: string, url: string, token?: string, body?: object | FormData) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${address}${url}`, { method, headers, ...(payload ? { body: payload } : {}) });
  const text = await response.text();
  // MIXED_ERRORS=1 prints every failed answer (what the error count hides).
  if (!response.ok && process.env.MIXED_ERRORS)
    console.error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ok: response.ok, status: response.status, text };
}

const form = (fields: Record<string, string | number>, file?: { field: string; name: string }) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
  if (file) data.append(file.field, new Blob([PDF], { type: 'application/pdf' }), file.name);
  return data;
};

/** A request a person made and has not paid yet: what "pay" takes. */
type Unpaid = { id: string; token: string; body: Body };

/**
 * Realistic mixed traffic: many distinct people opening their own lists and dashboards, the staff of many
 * bodies working their queues (open, start review, decide with the proof PDF), people submitting requests and
 * paying in the sandbox, administrators browsing, sorting and searching. Reads weigh 90, writes 10.
 * `writesOnly` keeps the writes alone (the concurrent writers on PostgreSQL).
 */
export function mixedOperations(p: Population, { writesOnly = false } = {}): Operation[] {
  const unpaid: Unpaid[] = [];
  const person = (name: string, weight: number, method: string, url: string, body?: object): Operation => ({
    name: `person: ${name}`,
    kind: 'read',
    weight,
    run: async (address) => (await call(address, method, url, pick(p.people), body)).ok,
  });
  const admin = (name: string, weight: number, url: () => string): Operation => ({
    name: `admin: ${name}`,
    kind: 'read',
    weight,
    run: async (address) => (await call(address, 'GET', url(), pick(p.administrators))).ok,
  });
  const sorts = ['', '?sort=name', '?sort=status&direction=desc', '?status=queried', '?page=3'];
  const term = () => encodeURIComponent(pick(p.terms));

  const reads: Operation[] = [
    person('session check (GET /api/user)', 10, 'GET', '/api/user'),
    person('own list, page 1', 16, 'POST', '/api/get/documents', {}),
    person('own list, by name', 4, 'POST', '/api/get/documents', { sort: { field: 'name', direction: 'asc' } }),
    person('dashboard', 12, 'GET', '/api/user/dashboard'),
    person('own transactions', 3, 'GET', '/api/user/view/transactions'),
    person("request form's catalogue", 3, 'GET', '/api/reference/catalogue'),
    {
      name: 'staff: queue, page 1',
      kind: 'read',
      weight: 10,
      run: async (address) => (await call(address, 'POST', '/api/get/verifier/document', pick(p.bodies).token, {})).ok,
    },
    {
      name: 'staff: a request opened',
      kind: 'read',
      weight: 8,
      run: async (address) => {
        const body = pick(p.bodies);
        const id = body.pending[0] ?? body.submitted[0];
        if (!id) return true;
        return (await call(address, 'POST', '/api/monitor/document', body.token, { doc_id: id })).ok;
      },
    },
    {
      name: 'body: dashboard',
      kind: 'read',
      weight: 4,
      run: async (address) => (await call(address, 'GET', '/api/org/dashboard/summary', pick(p.bodyAccounts))).ok,
    },
    admin('all documents, browsed and sorted', 8, () => `/api/system/admin/get/all/documents${pick(sorts)}`),
    admin('all documents, searched', 3, () => `/api/system/admin/get/all/documents?search=${term()}`),
    admin('users, page 1 or searched', 3, () => `/api/system/admin/view/indv${drawn % 2 ? '' : `?search=${term()}`}`),
    admin('transactions, page 1', 3, () => '/api/system/admin/view/transactions'),
    admin('dashboard', 3, () => '/api/system/admin/dashboard'),
  ];

  const writes: Operation[] = [
    {
      name: 'staff: start review',
      kind: 'write',
      weight: 3,
      run: async (address) => {
        const body = pick(p.bodies);
        const id = body.submitted.shift();
        if (!id) return true;
        const answer = await call(address, 'POST', '/api/verifier/review/document', body.token, { doc_id: id });
        if (answer.ok) body.pending.push(id);
        return answer.ok;
      },
    },
    {
      name: 'staff: decide (verify or query, with proof)',
      kind: 'write',
      weight: 3,
      run: async (address) => {
        const body = pick(p.bodies);
        const id = body.pending.shift();
        if (!id) return true;
        const status = drawn % 3 ? 'verified' : 'queried';
        const decision = form(
          { doc_id: id, status, verify_info: status === 'verified' ? 'Matches our records' : 'Please send page two' },
          { field: 'proof', name: 'proof.pdf' },
        );
        return (await call(address, 'POST', '/api/verifier/verify/document', body.token, decision)).ok;
      },
    },
    {
      name: 'person: submit a request',
      kind: 'write',
      weight: 2,
      run: async (address) => {
        const token = pick(p.people);
        const body = pick(p.bodies);
        const answer = await call(address, 'POST', '/api/doc/verify', token, submission(body));
        if (!answer.ok) return false;
        const { data } = JSON.parse(answer.text) as { data: { id: string } };
        unpaid.push({ id: data.id, token, body });
        return true;
      },
    },
    {
      name: 'person: pay (sandbox)',
      kind: 'write',
      weight: 2,
      run: async (address) => {
        const request = unpaid.shift();
        if (!request) return true;
        const started = await call(address, 'POST', '/api/doc/initiate/payment', request.token, {
          doc_id: request.id,
        });
        if (!started.ok) return false;
        const { reference } = JSON.parse((JSON.parse(started.text) as { data: string }).data) as {
          reference: string;
        };
        const decided = await call(address, 'POST', `/api/payments/sandbox/${reference}/decide`, request.token, {
          outcome: 'approve',
        });
        // Paid, the request joins its body's queue for a later "Start review".
        if (decided.ok) request.body.submitted.push(request.id);
        return decided.ok;
      },
    },
  ];
  return writesOnly ? writes : [...reads, ...writes];
}

/** An education request to `body`, as the web app's form sends it, with its file. */
function submission(body: Body): FormData {
  return form(
    {
      doc_type: 'educ',
      document_type_id: 'educ-bachelors',
      country_code: body.countryCode,
      institution_id: body.id,
      docOwnerFirstName: 'Ngozi',
      docOwnerMiddleName: 'Ada',
      docOwnerLastName: 'Eze',
      docOwnerDOB: '1996-02-03',
      verifier_name: body.name,
      verifier_city: 'Lagos',
      studentId: 'U-1234',
      course: 'Law',
      start_year: 2014,
      end_year: 2018,
    },
    { field: 'file', name: 'degree.pdf' },
  );
}
