import type { TCountryCode, TNoticeAgreement, TSellerSettings, TSwitchCountryResponse } from '@atlas/shared';
import { api } from './http';

// GET seller/settings: notice agreement, current country, connection, association steps
export function getSellerSettings(): Promise<TSellerSettings> {
  return api.get<TSellerSettings>('seller/settings');
}

// POST seller/agree-to-notice: the notice screen shows a refusal inline, so it is silent
export function agreeToNotice(version: string): Promise<TNoticeAgreement> {
  return api.post<TNoticeAgreement>('seller/agree-to-notice', { version }, { silent: true });
}

// POST seller/switch-country
export function switchCountry(countryCode: TCountryCode): Promise<TSwitchCountryResponse> {
  return api.post<TSwitchCountryResponse>('seller/switch-country', { countryCode });
}
