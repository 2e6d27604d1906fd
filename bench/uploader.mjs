/*
 * The upload clients of bench/run.mjs's "uploads" target, on a worker thread: `uploaders` loops,
 * each posting one comment with `files` valid PNG files of `bytes` bytes to the task, again as soon
 * as the answer came, until told 'stop'; then it reports the counts. Every answer must be 201.
 */
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data) {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i += 1) crc = CRC_TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid PNG of exactly `size` bytes: 1024 px wide RGB noise (stored, so it does not shrink),
 * then a comment chunk that pads it to the size.
 */
function pngOfSize(size) {
  const width = 1024;
  const rowBytes = 1 + width * 3;
  const height = Math.floor((size - 16_384) / rowBytes);
  const raw = randomBytes(height * rowBytes);
  for (let row = 0; row < height; row += 1) raw[row * rowBytes] = 0; // filter type: none
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const head = Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw, { level: 0 }))]);
  const end = pngChunk('IEND', Buffer.alloc(0));
  const padding = size - head.length - end.length - 12 - 'Comment\0'.length;
  const text = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding, 0x20)]);
  const png = Buffer.concat([head, pngChunk('tEXt', text), end]);
  if (png.length !== size) throw new Error(`bench: built a PNG of ${png.length} bytes, not ${size}`);
  return png;
}

/** One comment with the files, as a browser's multipart body. */
function uploadBody(uploader) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nBench upload ${uploader}\r\n`),
  ];
  for (let index = 0; index < workerData.files; index += 1) {
    const disposition = `form-data; name="files"; filename="scan-${uploader}-${index}.png"`;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: image/png\r\n\r\n`));
    parts.push(pngOfSize(workerData.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const { base, headers, xsrf, taskId } = workerData;
let running = true;
const stats = { uploads: 0, failures: [], bytes: 0 };
parentPort.on('message', (message) => {
  if (message === 'stop') running = false;
});

const bodies = Array.from({ length: workerData.uploaders }, (_, uploader) => uploadBody(uploader));
parentPort.postMessage({ type: 'started' });
await Promise.all(
  bodies.map(async ({ body, contentType }) => {
    while (running) {
      const response = await fetch(`${base}/api/tasks/${taskId}/comments`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': contentType,
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': decodeURIComponent(xsrf),
        },
        body,
        signal: AbortSignal.timeout(300_000),
      }).catch((error) => ({ status: 0, text: async () => String(error) }));
      const text = await response.text();
      if (response.status === 201) {
        stats.uploads += 1;
        stats.bytes += workerData.files * workerData.bytes;
      } else {
        stats.failures.push(`${response.status} ${text.slice(0, 200)}`);
      }
    }
  }),
);
parentPort.postMessage({ type: 'stats', stats });
