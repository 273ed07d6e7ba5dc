/**
 * Where the process is in its life, for the readiness check: once it starts draining (SIGTERM), `/health/ready`
 * answers 503 so the load balancer sends new requests elsewhere while the ones in flight finish.
 */
export type Lifecycle = { readonly draining: boolean; drain(): void };

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
