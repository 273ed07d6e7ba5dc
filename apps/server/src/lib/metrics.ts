import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats, type Db } from '../db/database';

/** A gauge read when Prometheus scrapes (queue depths, lags): a query per scrape, not per request. */
export type ScrapedGauge = { name: string; help: string; read(): Promise<number> };

export type Metrics = {
  registry: Registry;
  /** Adds a gauge read at each scrape (the outbox and the jobs register theirs). */
  addScrapedGauge(gauge: ScrapedGauge): void;
};

// Seconds; from a cached read (~1 ms) to a slow export, for the p50/p99 per route an operator watches.
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The instance's Prometheus metrics: Node's own (event-loop delay, heap, GC, handles), the request rate and
 * latency per route, the database pool, and whatever the outbox and jobs add. One registry per app, so tests can
 * build several apps in one process.
 */
export function createMetrics(db: Db, { nodeMetrics = true } = {}): Metrics {
  const registry = new Registry();
  // Node's own metrics watch process-wide things (GC, the event loop); a test building many apps leaves them out.
  if (nodeMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  new Gauge({
    name: 'docverify_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for a connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  const addScrapedGauge = ({ name, help, read }: ScrapedGauge) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  };
  return { registry, addScrapedGauge };
}

/**
 * Times every request by its route pattern (`/api/documents/:id`, never the id itself, which would make a
 * series per record) and status. The histogram's `_count` series is the number of requests answered: a counter
 * beside it would hash the same labels a second time on every request for the same figure.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const duration = new Histogram({
    name: 'docverify_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * Serves `/metrics` on its own address, not the public one: 127.0.0.1:9464 by default, so only the machine (or
 * a sidecar) can scrape it. A port already taken (a second instance on one machine) is logged, not fatal.
 */
export async function startMetricsServer(
  metrics: Metrics,
  { host, port }: { host: string; port: number },
  log: FastifyBaseLogger,
): Promise<{ address: string; close(): Promise<void> } | undefined> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'could not collect the metrics');
        response.writeHead(500).end();
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    log.warn({ err: error }, `metrics not served: ${host}:${port} is not available`);
    return undefined;
  }
  const { address, port: bound } = server.address() as AddressInfo;
  return {
    address: `http://${address}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
