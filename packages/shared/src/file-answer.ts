import { z } from 'zod';

/**
 * A document answered inside the envelope (spec 7.1: every main API response uses it; only an
 * EXPORT is a bare file): a GET whose name says "download" carries its file here, base64.
 */
export const ZFileAnswerSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes of the file. */
  size: z.number().int(),
  contentBase64: z.string(),
});
export type TFileAnswer = z.infer<typeof ZFileAnswerSchema>;
