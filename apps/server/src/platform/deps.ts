import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TObjectStorage } from '../integrations/storage/object-storage';
import type { TAccess } from './access';
import type { TAccessCache } from './access-cache';
import type { TAnswerCache } from './answer-cache';
import type { TJobs } from './jobs/jobs';
import type { TMailer } from './mailer';
import type { TRateLimits } from './rate-limit';
import type { TCacheInvalidation } from './refreshing-cache';

/** What services need from the running system; built once in app.ts, faked nowhere. */
export type TDeps = {
  db: TDb;
  config: TConfig;
  limits: TRateLimits;
  jobs: TJobs;
  mailer: TMailer;
  /** Uploaded bytes (common/upload); a folder under DATA_DIR by default. */
  storage: TObjectStorage;
  now: () => Date;
  /** Sessions, API keys and preconditions, as the modules answer them (`src/access.ts`). */
  access: TAccess;
  /** What the guard read, reused for a few seconds; changes to access call `forget()`. */
  accessCache: TAccessCache;
  /** Answers kept under the version of the data they came from (a seller's catalogue). */
  answerCache: TAnswerCache;
  /** The redirect's links in memory, by short code: a link's change or deletion forgets its code once committed. */
  linkCache: TCacheInvalidation;
};
