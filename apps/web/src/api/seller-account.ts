import {
  sellerCalls,
  type TAssociationCompleted,
  type TAssociationStep,
  ZAssociationCompletedSchema,
} from '@atlas/shared';
import { ApiError, callApi } from './http';

const associationCalls = {
  associate: sellerCalls.completeAssociation,
  associatePublisher: sellerCalls.completePublisherAssociation,
  associatePublisherDetail: sellerCalls.completePublisherDetailAssociation,
} satisfies Record<TAssociationStep, unknown>;

/** Spec 5: an association call answered without its body fails so (status 0: the client's own failure). */
const invalidResponse = () =>
  new ApiError('Invalid response', { code: 'invalid_response', status: 0, handled: false });

/**
 * Marks an association step done. A missing answer (a 204, a success status with an empty or
 * cut-off body) or one without the step it confirms is 'Invalid response' (spec 5 and 8). Silent:
 * the checklist shows every failure itself.
 */
export async function completeAssociationStep(step: TAssociationStep): Promise<TAssociationCompleted> {
  const answer: unknown = await callApi(associationCalls[step], { body: {} }, { silent: true }).catch(
    (error: unknown) => {
      const emptySuccess =
        error instanceof ApiError && error.code === 'http' && error.status >= 200 && error.status < 300;
      throw emptySuccess ? invalidResponse() : error;
    },
  );
  const parsed = ZAssociationCompletedSchema.safeParse(answer);
  if (!parsed.success) {
    throw invalidResponse();
  }
  return parsed.data;
}
