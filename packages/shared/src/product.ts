/** Names of ARCHITECTURE.md; the server may override the display name with PRODUCT_NAME. */
export const productName = 'Affiliate Atlas';
export const productSlug = 'atlas';

export const apiPrefix = `/api/${productSlug}/v1/`;
export const adminPrefix = `/admin/${productSlug}/v1/`;
export const openApiPrefix = `/openapi/${productSlug}/v1/`;

export const userAuthHeader = 'x-aa-authorization';
export const adminAuthHeader = 'x-aa-admin-authorization';
export const apiKeyHeader = 'x-api-key';

export const marketplaceSegment = 'amazon';
export const walletProvider = 'paypal';
export const payProvider2 = 'payoneer';
