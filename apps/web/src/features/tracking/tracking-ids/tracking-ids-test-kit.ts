import type { TTrackingId, TTrafficSource } from '@atlas/shared';

// Test-only: tracking ids and traffic sources as their screens receive them.

export const trackingId = (name: string, change: Partial<TTrackingId> = {}): TTrackingId => ({
  id: `tid_${name}`,
  name,
  cooperationName: null,
  linkCount: 3,
  clicks: 1250,
  createdAt: '2026-10-05T10:00:00.000Z',
  ...change,
});

export const trafficSource = (name: string, change: Partial<TTrafficSource> = {}): TTrafficSource => ({
  id: `src_${name.toLowerCase().replace(/\W+/g, '_')}`,
  kind: 'website',
  name,
  url: 'https://kitchennotes.example',
  audienceSize: 12000,
  createdAt: '2026-10-05T10:00:00.000Z',
  updatedAt: '2026-10-05T10:00:00.000Z',
  ...change,
});

/** The JSON body a call sent. */
export const bodyOf = (call?: { init?: RequestInit }) => JSON.parse(String(call?.init?.body ?? '{}'));
