import { defineOperation } from '../operation';
import { ZLiveness, ZReadiness } from './health';

export const checkLiveness = defineOperation({
  method: 'GET',
  path: '/health/live',
  tag: 'health',
  summary: 'The process is up and answering',
  access: 'public',
  success: { status: 200, schema: ZLiveness },
  errors: [],
});

/** Not ready answers 503 with the same shape, which the route adds to its schema. */
export const checkReadiness = defineOperation({
  method: 'GET',
  path: '/health/ready',
  tag: 'health',
  summary: 'Whether this instance can serve requests: database, file store and Redis (when configured)',
  access: 'public',
  success: { status: 200, schema: ZReadiness },
  errors: [],
});
