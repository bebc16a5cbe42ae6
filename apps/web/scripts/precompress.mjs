// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of
// dist/, once, at the strongest settings, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// A folder may be named (bench/bundle.ts compresses a second build in its own folder).
const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const minBytes = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      yield* files(path);
    } else if (compressible.test(entry.name) && statSync(path).size >= minBytes) {
      yield path;
    }
  }
}

let count = 0;
for (const path of files(dist)) {
  const bytes = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
