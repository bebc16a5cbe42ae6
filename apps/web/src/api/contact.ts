import { contactCalls, imCalls, type TContactRequest, type TImContactRequest } from '@atlas/shared';
import { callApi } from './http';

// The form shows the answer inline, so the call is silent
export const sendContactMessage = (body: TContactRequest) =>
  callApi(contactCalls.sendContactMessage, { body }, { silent: true });

// The account's instant-messaging contact, or null
export const getImContact = () => callApi(imCalls.getImContact, {});

// Field errors land on the form, so the call is silent
export const saveImContact = (body: TImContactRequest) =>
  callApi(imCalls.saveImContact, { body }, { silent: true });
