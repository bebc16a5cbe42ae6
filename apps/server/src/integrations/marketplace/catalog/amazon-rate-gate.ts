/** An SP-API operation's usage plan: requests per second and burst (Amazon's documented defaults). */
export type TUsagePlan = { rate: number; burst: number };

/**
 * A token bucket per operation: `burst` calls at once, then one every 1/rate seconds. Waiting
 * here keeps us under Amazon's limits instead of collecting 429s.
 */
export function createRateGate(plan: TUsagePlan, now: () => number, sleep: (ms: number) => Promise<void>) {
  let tokens = plan.burst;
  let last = now();
  let queue = Promise.resolve();
  const take = async () => {
    const refill = () => {
      const at = now();
      tokens = Math.min(plan.burst, tokens + ((at - last) / 1000) * plan.rate);
      last = at;
    };
    refill();
    if (tokens < 1) {
      await sleep(Math.ceil(((1 - tokens) / plan.rate) * 1000));
      refill();
    }
    tokens -= 1;
  };
  // Calls take their turn one after the other, so two callers never spend the same token.
  return () => {
    queue = queue.then(take, take);
    return queue;
  };
}
