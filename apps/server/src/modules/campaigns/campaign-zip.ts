import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// One zip streamed while it is written: files are read one at a time, so memory holds one
// file. Images are already compressed and go in stored; other files are deflated.

export type TZipFile = { name: string; contentType: string; read: () => Promise<Buffer | null> };

/** A name safe in any unzip tool: no folders, no reserved characters, at most 120 characters. */
export function safeZipName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_').replace(/^[.\s]+|[.\s]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot).slice(0, 10) : '';
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 120 - ext.length);
  return `${stem || 'file'}${ext}`;
}

/** The names made safe, and unique (case aside) by a ' (2)', ' (3)'… before the extension. */
export function uniqueZipNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = safeZipName(raw);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      candidate = `${stem} (${n})${ext}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The zip of the files (a file whose bytes are gone is left out), as a stream. */
export function zipStream(files: TZipFile[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (final) {
      out.end();
    }
  });
  const names = uniqueZipNames(files.map((f) => f.name));
  const write = async () => {
    for (const [i, file] of files.entries()) {
      if (out.destroyed) {
        return;
      }
      const bytes = await file.read();
      if (!bytes) {
        continue;
      }
      const name = names[i] as string;
      const entry = file.contentType.startsWith('image/') ? new ZipPassThrough(name) : new ZipDeflate(name);
      zip.add(entry);
      entry.push(new Uint8Array(bytes), true);
      if (out.writableNeedDrain) {
        // the reader went away (close) or caught up (drain)
        await new Promise((resolve) => {
          out.once('drain', resolve);
          out.once('close', resolve);
        });
      }
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
