import type { TContactRequest, TContactResponse, TImContact, TImContactRequest } from '@atlas/shared';
import { api } from './http';

// POST email/contact/us: the form shows the answer inline, so the call is silent
export function sendContactMessage(body: TContactRequest): Promise<TContactResponse> {
  return api.post<TContactResponse>('email/contact/us', body, { silent: true });
}

// GET user/im: the account's instant-messaging contact, or null
export function getImContact(): Promise<TImContact | null> {
  return api.get<TImContact | null>('user/im');
}

// POST user/im: field errors land on the form, so the call is silent
export function saveImContact(body: TImContactRequest): Promise<TImContact> {
  return api.post<TImContact>('user/im', body, { silent: true });
}
