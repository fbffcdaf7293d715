/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the built app, once, at build
 * time: the server then sends the smallest copy the browser accepts (@fastify/static's preCompressed)
 * without compressing anything per request. Part of `npm run build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.resolve('web/dist');
const COMPRESSIBLE = /\.(js|css|html|svg)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* filesIn(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesIn(full);
    } else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) {
      yield full;
    }
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of filesIn(DIST)) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  brotli += br.length;
  count += 1;
}
console.info(
  `compressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB with Brotli`,
);
