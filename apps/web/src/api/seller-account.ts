import { sellerCalls, type TCountryCode } from '@atlas/shared';
import { callApi } from './http';

// Notice agreement, current country, connection, association steps
export const getSellerSettings = () => callApi(sellerCalls.getSellerSettings, {});

// The notice screen shows a refusal inline, so it is silent
export const agreeToNotice = (version: string) =>
  callApi(sellerCalls.agreeToNotice, { body: { version } }, { silent: true });

export const switchCountry = (countryCode: TCountryCode) =>
  callApi(sellerCalls.switchCountry, { body: { countryCode } });
