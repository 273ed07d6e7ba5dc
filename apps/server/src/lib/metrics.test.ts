import pino from 'pino';
import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { createTestDatabase, describeOnEachDatabase } from '../testing/test-database';
import { createMetrics, startMetricsServer } from './metrics';

describeOnEachDatabase(
  'metrics',
  (database) => createTestApp(database),
  (get) => {
    it('count and time each request by its route pattern, never by the ids in its path', async () => {
      const { request, ctx } = get();
      await request({ method: 'GET', url: '/health/live' });
      await request({ method: 'GET', url: '/health/live' });
      await request({ method: 'GET', url: '/api/documents/not-a-real-id' });
      const text = await ctx.metrics.registry.metrics();
      expect(text).toContain(
        'docverify_http_request_duration_seconds_count{method="GET",route="/health/live",status_code="200"} 2',
      );
      expect(text).toMatch(
        /docverify_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/health\/live"/,
      );
      expect(text).not.toContain('not-a-real-id');
    });

    it('are not served on the public address', async () => {
      const { request } = get();
      // The public address answers /metrics with the web app's page (every unknown path does), never the figures.
      const answer = await request({ method: 'GET', url: '/metrics' });
      expect(String(answer.body)).not.toContain('docverify_http_request_duration_seconds');
    });

    it("show the PostgreSQL pool's connections (nothing on SQLite, which has no pool)", async () => {
      const { ctx, database } = get();
      const text = await ctx.metrics.registry.metrics();
      if (database.dialect === 'postgres') expect(text).toMatch(/docverify_db_pool_connections\{state="total"\} [1-9]/);
      else expect(text).not.toMatch(/docverify_db_pool_connections\{/);
    });
  },
);

it("serves Node's metrics (event-loop delay among them) and the scraped gauges on its own address", async () => {
  const database = await createTestDatabase('sqlite');
  const app = await createTestApp(database);
  const metrics = createMetrics(app.ctx.db);
  metrics.addScrapedGauge({ name: 'docverify_test_depth', help: 'a depth read at scrape', read: async () => 7 });
  const server = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 }, pino({ level: 'silent' }));
  try {
    const response = await fetch(`${server!.address}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('docverify_test_depth 7');
    expect((await fetch(`${server!.address}/other`)).status).toBe(404);
    // A second server on a taken port is logged, not fatal: two instances on one machine still start.
    const port = Number(new URL(server!.address).port);
    expect(await startMetricsServer(metrics, { host: '127.0.0.1', port }, pino({ level: 'silent' }))).toBeUndefined();
  } finally {
    await server?.close();
    await app.close();
    await database.destroy();
  }
});
