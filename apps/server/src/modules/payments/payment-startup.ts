import type { FastifyInstance } from 'fastify';
import { registerPaymentProviders } from '../../integrations/payments/payment-providers';
import { defineMergeJobs } from './merge-payments.service';
import { reconcileOpenPayments } from './payment-reconcile';

/**
 * Payments in the app: the providers (and the sandboxes), the merge job, and the reconcile of
 * payments in flight once the app is ready (not inside `onReady`: the sandboxes answer through
 * the ready app).
 */
export function registerPayments(app: FastifyInstance): void {
  registerPaymentProviders(app, app.deps);
  defineMergeJobs(app.deps);
  app.addHook('onReady', async () => {
    setImmediate(() => {
      reconcileOpenPayments(app.deps).catch((error: unknown) =>
        app.log.error({ err: error }, 'payments in flight could not be reconciled at start'),
      );
    });
  });
}
