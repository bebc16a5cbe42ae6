import { ErrorCode, maxAssociateReportBytes } from '@atlas/shared';
import { Unzip, type UnzipFileInfo, UnzipInflate, unzipSync } from 'fflate';
import { AppError } from '../../platform/errors';
import { fileError, megabytes } from '../../platform/multipart';

// Associates Central downloads the earnings report as a ZIP holding the CSV, TSV or XLSX. The ZIP
// gives back its one report, to be read like a direct upload. An .xlsx workbook is a ZIP too; its
// own parts tell it apart. Unpacking is held to the direct upload's size twice: by the sizes the
// entries declare, then by the bytes actually inflated, since a forged header can understate them.

export type TZipEntry = UnzipFileInfo;

const refuse = (message: string) => fileError(ErrorCode.validation, message);

const damaged =
  'The ZIP file is damaged, incomplete or password-protected: download the report again and upload the ZIP as it comes';

/** What may be the report: the forms Associates Central downloads, and an .xlsx saved from one. */
const reportName = /\.(csv|tsv|txt|xlsx)$/i;

/** Folders, macOS's `__MACOSX/` copies and hidden files (.DS_Store) are never the report. */
const isClutter = (name: string) =>
  name.endsWith('/') || name.split('/').some((part) => part === '__MACOSX' || part.startsWith('.'));

/** "a.csv", "a.csv and b.csv", "a, b, c and 4 more": what the ZIP holds, for a message. */
function nameList(names: string[]): string {
  const shown = names.slice(0, 5).map((n) => `"${n}"`);
  const rest = names.length - shown.length;
  if (rest > 0) {
    return `${shown.join(', ')} and ${rest} more`;
  }
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

/** The entries of a ZIP from its central directory, nothing inflated; a broken ZIP is refused. */
export function zipEntries(bytes: Uint8Array): TZipEntry[] {
  const entries: TZipEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return false;
      },
    });
  } catch {
    throw refuse(damaged);
  }
  return entries;
}

/** An Office Open XML workbook: its content types and the `xl/` part. */
export const isWorkbook = (entries: TZipEntry[]) =>
  entries.some((e) => e.name === '[Content_Types].xml') && entries.some((e) => e.name.startsWith('xl/'));

/** The one report in the ZIP: none or several (folders and hidden files aside) refuse it, naming them. */
function pickReport(entries: TZipEntry[]): TZipEntry {
  const files = entries.filter((e) => !isClutter(e.name));
  const reports = files.filter((e) => reportName.test(e.name));
  if (reports.length === 1) {
    return reports[0] as TZipEntry;
  }
  if (reports.length > 1) {
    throw refuse(
      `The ZIP holds ${reports.length} report files (${nameList(reports.map((e) => e.name))}): upload one report at a time`,
    );
  }
  const found = files.length > 0 ? `it holds ${nameList(files.map((e) => e.name))}` : 'it is empty';
  throw refuse(
    `The ZIP holds no report file (.csv, .tsv, .txt or .xlsx); ${found}: upload the ZIP Associates Central downloads, or the report itself`,
  );
}

// Compressed bytes handed to the inflater at a time: deflate grows a byte at most about 1 000
// times, so one step yields at most ~16 MB before the running count is checked again.
const step = 16 * 1024;

/** The entry's bytes, inflated a step at a time and refused once past `maxBytes`. */
function inflateEntry(bytes: Uint8Array, entry: TZipEntry, maxBytes: number): Uint8Array {
  const tooLarge = () =>
    refuse(
      `"${entry.name}" in the ZIP unpacks to more than ${megabytes(maxBytes)}, the most an upload may be: upload the period in several files`,
    );
  if (entry.originalSize > maxBytes) {
    throw tooLarge();
  }
  const parts: Uint8Array[] = [];
  let total = 0;
  let started = false;
  let done = false;
  const unzip = new Unzip((file) => {
    if (started || file.name !== entry.name) {
      return; // another entry, never inflated
    }
    started = true;
    file.ondata = (error, chunk, final) => {
      if (error) {
        throw error;
      }
      total += chunk.length;
      if (total > maxBytes) {
        throw tooLarge();
      }
      parts.push(chunk);
      done = final;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !done; at += step) {
      unzip.push(bytes.subarray(at, at + step), at + step >= bytes.length);
    }
  } catch (error) {
    throw error instanceof AppError ? error : refuse(damaged);
  }
  // a forged or cut entry: its bytes are not what the directory says
  if (!done || total !== entry.originalSize) {
    throw refuse(damaged);
  }
  return Buffer.concat(parts, total);
}

/**
 * The report inside a ZIP upload (not a workbook: see `isWorkbook`): its name and bytes, at most
 * `maxBytes` unpacked. Refused with 400/1001 on `file`: no report or several, a report too large
 * by its header or by its bytes, a damaged or encrypted ZIP, a method other than stored or deflate.
 */
export function unpackReport(
  bytes: Uint8Array,
  entries: TZipEntry[],
  maxBytes = maxAssociateReportBytes,
): { name: string; bytes: Uint8Array } {
  const entry = pickReport(entries);
  if (entry.compression !== 0 && entry.compression !== 8) {
    throw refuse(
      `"${entry.name}" in the ZIP is packed in a way this upload cannot read: zip it again with your computer's own tool, or upload the report itself`,
    );
  }
  return { name: entry.name, bytes: inflateEntry(bytes, entry, maxBytes) };
}
