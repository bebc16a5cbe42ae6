import { paymentWebhookCalls as calls } from '@atlas/shared';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/route';
import {
  maxWebhookBytes,
  receivePayoneerNotification,
  receivePayPalWebhook,
} from './payment-webhooks.service';

// The providers' notifications (public: verified, rate limited, size limited).
const requestOf = (request: FastifyRequest, ip: string) => ({
  ip,
  headers: request.headers,
  bytes: Number(request.headers['content-length'] ?? 0) || request.url.length,
});

export const paymentWebhookRoutes = [
  defineRoute(calls.receivePayPalWebhook, {
    bodyLimit: maxWebhookBytes,
    handler: ({ deps, request, ip, body }) => receivePayPalWebhook(deps, requestOf(request, ip), body),
  }),
  defineRoute(calls.receivePayoneerNotification, {
    handler: ({ deps, request, ip, query }) =>
      receivePayoneerNotification(deps, requestOf(request, ip), query),
  }),
];
