import { commissionCalls, type TApplyCommissionCsvResponse } from '@atlas/shared';
import { ApiError, callApi } from './http';

/**
 * A very large file may take the server longer than the 10 s time-out of spec 9; applying a
 * preview twice is harmless (the second call waits for the first and answers its counts), so a
 * time-out is simply asked again. Silent: the modal shows the error inline.
 */
export async function applyCommissionCsv(id: string, attempts = 3): Promise<TApplyCommissionCsvResponse> {
  try {
    return await callApi(commissionCalls.applyCommissionCsv, { body: { id } }, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'timeout' && attempts > 1) {
      return applyCommissionCsv(id, attempts - 1);
    }
    throw error;
  }
}
