import type { publisherPaymentCalls, publisherProfileCalls, TCallInput } from '@atlas/shared';

// The publisher's Profile screen. Reads toast their failures (the screen also offers a retry);
// saves are silent because the forms show field errors and the rest inline.

export type TPublisherProfileBody = TCallInput<typeof publisherProfileCalls.updatePublisherProfile>['body'];
export type TTrackingTagsBody = TCallInput<typeof publisherProfileCalls.updateTrackingTags>['body'];
export type TBankBody = TCallInput<typeof publisherPaymentCalls.saveBankInformation>['body'];
export type TTaxBody = TCallInput<typeof publisherPaymentCalls.saveTaxDetails>['body'];
