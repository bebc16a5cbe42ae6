/** The few lines a disk fault writes to the server's log: one when it starts, one when it ends. */
export type TEpisodeLogger = {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
};

export type TFaultKind = 'failing' | 'stalled' | 'buffer full';

/**
 * One fault of the disk under the click log, from the first refused (or too slow) write until
 * every click held meanwhile is written. Counts, never a line per click.
 */
export type TEpisode = {
  kind: TFaultKind;
  /** The error code of the last refused write (ENOSPC, EDQUOT, EIO…), when one was refused. */
  code?: string;
  since: number;
  /** Clicks answered before they were on disk. */
  held: number;
  /** Of those, written since. */
  writtenLate: number;
  /** Clicks refused because the buffer was full. */
  dropped: number;
  /** Writes or fsyncs that failed during the episode (retried with backoff). */
  failedWrites: number;
};

export function beginEpisode(
  logger: TEpisodeLogger | undefined,
  kind: TFaultKind,
  context: { code?: string; waiting: number; writtenBefore: number; dir: string },
): TEpisode {
  logger?.warn(
    {
      dir: context.dir,
      fault: kind,
      code: context.code,
      waiting: context.waiting,
      written: context.writtenBefore,
    },
    kind === 'stalled'
      ? 'click log: a write is not returning; clicks are answered and held in memory until it does'
      : kind === 'failing'
        ? 'click log: the disk refuses writes; clicks are answered and held in memory, retried with backoff'
        : 'click log: more clicks wait than the buffer holds; the extra ones are not recorded',
  );
  return {
    kind,
    code: context.code,
    since: Date.now(),
    held: 0,
    writtenLate: 0,
    dropped: 0,
    failedWrites: 0,
  };
}

export function endEpisode(
  logger: TEpisodeLogger | undefined,
  episode: TEpisode,
  dir: string,
  lost = 0,
): void {
  const fields = {
    dir,
    fault: episode.kind,
    code: episode.code,
    ms: Date.now() - episode.since,
    held: episode.held,
    writtenLate: episode.writtenLate,
    dropped: episode.dropped,
    failedWrites: episode.failedWrites,
    lostAtClose: lost,
  };
  if (episode.dropped > 0 || lost > 0) {
    logger?.warn(fields, 'click log: the disk fault is over; some clicks were not recorded');
  } else {
    logger?.info(fields, 'click log: the disk fault is over; every held click is written');
  }
}
