import {
  ZAssociateBatchListQuerySchema,
  ZAssociateBatchPageSchema,
  ZAssociateBrandCommissionSchema,
  ZAssociateBrandDetailQuerySchema,
  ZAssociateBrandListQuerySchema,
  ZAssociateBrandPageSchema,
  ZAssociateBrandRatePageSchema,
  ZAssociateBrandRateQuerySchema,
  ZAssociateCommissionBatchSchema,
  ZAssociateCommissionDetailQuerySchema,
  ZAssociateCommissionDetailSchema,
  ZAssociateCommissionListQuerySchema,
  ZAssociateCommissionPageSchema,
  ZAssociateCommissionSavedSchema,
  ZAssociateCommissionSaveSchema,
  ZAssociatedBrandPublisherPageSchema,
  ZAssociatedByBrandQuerySchema,
  ZAssociatedByPublisherQuerySchema,
  ZAssociatedPublisherPageSchema,
  ZAssociatedPublisherQuerySchema,
  ZAssociateProductExportQuerySchema,
  ZAssociateRowListQuerySchema,
  ZAssociateRowPageSchema,
  ZAssociateUploadQuerySchema,
  ZAssociateUploadResultSchema,
} from '../associates';
import { defineCall } from '../call';

// Spec 7.11's associate reports (publisher) and 7.5's associated publishers (seller).
export const associateReportCalls = {
  // POST publisher/associate/report/upload?countryCode=&dryRun=
  uploadAssociateReport: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/associate/report/upload',
    roles: ['publisher'],
    summary:
      'Upload an associates earnings report (CSV, TSV or XLSX as exported, or the ZIP Associates Central downloads); dryRun=true previews it',
    query: ZAssociateUploadQuerySchema,
    response: ZAssociateUploadResultSchema,
    upload: true,
  }),
  // GET publisher/associate/report/batch/list
  listAssociateBatches: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/associate/report/batch/list',
    roles: ['publisher'],
    summary: 'My uploaded earnings reports, newest first, with status, counts and line problems',
    query: ZAssociateBatchListQuerySchema,
    response: ZAssociateBatchPageSchema,
  }),
  // GET publisher/associate/report/list
  listAssociateRows: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/associate/report/list',
    roles: ['publisher'],
    summary: 'The lines of my applied earnings reports, filtered by batch, days, ASIN, matched or not',
    query: ZAssociateRowListQuerySchema,
    response: ZAssociateRowPageSchema,
  }),
  // GET publisher/associate/brand
  listAssociateBrands: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/associate/brand',
    roles: ['publisher'],
    summary: 'Brands in my matched earnings lines with their totals and the rate applying to me',
    query: ZAssociateBrandListQuerySchema,
    response: ZAssociateBrandPageSchema,
  }),
  // GET publisher/associate/brand/commission/detail?brandId=
  getAssociateBrandCommission: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/associate/brand/commission/detail',
    roles: ['publisher'],
    summary: "A brand's associate commission as it applies to me, with its history",
    query: ZAssociateBrandDetailQuerySchema,
    response: ZAssociateBrandCommissionSchema,
  }),
  // EXPORT publisher/product/associate/export?countryCode=
  exportAssociateProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/associate/export',
    roles: ['publisher'],
    summary: 'The products I can earn an associate commission on, as CSV',
    query: ZAssociateProductExportQuerySchema,
    download: true,
  }),
};

export const associatedPublisherCalls = {
  // GET seller/associate/publisher
  listAssociatedPublishers: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/associate/publisher',
    roles: ['seller'],
    summary: 'Associate publishers with earnings lines or associate links on my products',
    query: ZAssociatedPublisherQuerySchema,
    response: ZAssociatedPublisherPageSchema,
  }),
  // GET seller/associate/publisher/byBrandId?brandId=
  listAssociatedPublishersByBrand: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/associate/publisher/byBrandId',
    roles: ['seller'],
    summary: 'The associate publishers of one of my brands, each with the rate that applies to it',
    query: ZAssociatedByBrandQuerySchema,
    response: ZAssociatedBrandPublisherPageSchema,
  }),
  // GET seller/associate/publisher/byPublisherId?publisherId=
  listAssociatedBrandsByPublisher: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/associate/publisher/byPublisherId',
    roles: ['seller'],
    summary: 'One associate publisher: each of my brands with the rate that applies to it',
    query: ZAssociatedByPublisherQuerySchema,
    response: ZAssociatedBrandPublisherPageSchema,
  }),
  // GET seller/associate/publisher/commission
  listAssociateCommissions: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/associate/publisher/commission',
    roles: ['seller'],
    summary: 'My associate commissions, per brand and per brand and publisher',
    query: ZAssociateCommissionListQuerySchema,
    response: ZAssociateCommissionPageSchema,
  }),
  // GET seller/associate/publisher/brandId
  listAssociateBrandRates: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/associate/publisher/brandId',
    roles: ['seller'],
    summary: 'My brands with their brand-wide associate commission and how many publishers have their own',
    query: ZAssociateBrandRateQuerySchema,
    response: ZAssociateBrandRatePageSchema,
  }),
  // GET seller/associate/publisher/commission/detail?brandId=&publisherId=
  getAssociateCommissionDetail: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/associate/publisher/commission/detail',
    roles: ['seller'],
    summary: "One associate commission (a brand's, or a brand's for one publisher) with its history",
    query: ZAssociateCommissionDetailQuerySchema,
    response: ZAssociateCommissionDetailSchema,
  }),
  // POST seller/associate/publisher/commission/save
  saveAssociateCommission: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/associate/publisher/commission/save',
    roles: ['seller'],
    summary: 'Set the associate commission of a brand, or of a brand for one publisher',
    body: ZAssociateCommissionSaveSchema,
    response: ZAssociateCommissionSavedSchema,
  }),
  // POST seller/associate/publisher/commission/save/batch
  saveAssociateCommissions: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/associate/publisher/commission/save/batch',
    roles: ['seller'],
    summary: 'Set several associate commissions at once: all or nothing',
    body: ZAssociateCommissionBatchSchema,
    response: ZAssociateCommissionSavedSchema,
  }),
};
