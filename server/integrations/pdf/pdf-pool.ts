import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { AppError } from '../../errors';
import { siblingModule, startModuleWorker } from './module-worker';
import type { PdfDocument } from './pdf-document';
import type { PdfWorkerAnswer } from './pdf-worker';

export const PDF_BUSY_MESSAGE = 'Too many PDFs are being made right now. Please try again in a minute.';
export const PDF_TIMEOUT_MESSAGE = 'The PDF took too long to make. Please try again.';
export const PDF_CLOSED_MESSAGE = 'The server is shutting down. Please try again.';
export const PDF_MEMORY_MESSAGE =
  'This PDF needed more memory than the server gives one document, so it was not made. Please try again later.';

export type PdfPoolOptions = {
  /** Documents rendered at once, one per worker thread: min(2, available CPUs) by default. */
  size?: number;
  /**
   * Renders after which a worker is replaced, 2,000 by default: a guard against a leak in the
   * renderer, which a fresh thread gives all back. It is rare because a new worker costs: it loads the
   * renderer, and its first fifty or so renders, made while its code warms up, take up to twice as long.
   */
  rendersPerWorker?: number;
  /** A render still running after this long is abandoned (503) and its worker replaced. */
  timeoutMs?: number;
  /** Documents allowed to wait for a worker; one more is refused at once with a 503. */
  maxQueued?: number;
  /**
   * A worker's JavaScript heap (V8's old generation), in MB: a render that needs more fails alone
   * with a 503 and its worker is replaced. 512 by default.
   */
  workerHeapMb?: number;
  /**
   * The environment the workers' packages run in (their `NODE_ENV`): React built for production draws
   * a document about a tenth faster, on a smaller heap, than with its development checks. Production
   * by default, as the server's own configuration is.
   */
  environment?: string;
};

export type PdfPoolStats = {
  workersStarted: number;
  rendersCompleted: number;
  running: number;
  queued: number;
};

export type PdfPool = {
  render: (document: PdfDocument) => Promise<Buffer>;
  stats: () => PdfPoolStats;
  close: () => Promise<void>;
};

type Job = { document: PdfDocument; resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; renders: number; job?: Job; timer?: NodeJS.Timeout };

const WORKER_ENTRY = siblingModule('pdf-worker', import.meta.url);

/** A worker stopped at its heap limit is told apart, so the caller hears why, calmly, with a 503. */
function asAnswerable(error: Error): Error {
  const isOutOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
  return isOutOfMemory ? new AppError('UNAVAILABLE', PDF_MEMORY_MESSAGE) : error;
}

/**
 * Renders invoice PDFs in worker threads, so a burst of PDFs never stalls the requests the main
 * thread serves. Workers start on first use and are replaced after `rendersPerWorker` renders, a
 * timeout or a crash; work beyond the workers waits in a bounded queue.
 */
export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  const size = options.size ?? Math.min(2, availableParallelism());
  const rendersPerWorker = options.rendersPerWorker ?? 2000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxQueued = options.maxQueued ?? 50;
  const workerHeapMb = options.workerHeapMb ?? 512;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  const counts = { workersStarted: 0, rendersCompleted: 0 };
  let isClosed = false;

  function retire(slot: Slot): void {
    slots.delete(slot);
    clearTimeout(slot.timer);
    void slot.worker.terminate();
  }

  function settle(slot: Slot, answer: PdfWorkerAnswer | Error): void {
    const job = slot.job;
    if (!job || !slots.has(slot)) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    // An idle worker must not keep the process alive; a busy one must, until it answers.
    slot.worker.unref();
    if (answer instanceof Error) {
      retire(slot);
      job.reject(answer);
    } else {
      slot.renders += 1;
      counts.rendersCompleted += 1;
      if (slot.renders >= rendersPerWorker) retire(slot);
      if ('bytes' in answer)
        job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
      else job.reject(new Error(`PDF render failed: ${answer.error}`));
    }
    dispatch();
  }

  function startSlot(): Slot {
    const worker = startModuleWorker(WORKER_ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
      env: { ...process.env, NODE_ENV: options.environment ?? 'production' },
    });
    const slot: Slot = { worker, renders: 0 };
    counts.workersStarted += 1;
    worker.on('message', (answer: PdfWorkerAnswer) => settle(slot, answer));
    worker.on('error', (error) => settle(slot, asAnswerable(error)));
    worker.on('exit', (code) => {
      if (slots.has(slot)) {
        settle(slot, new Error(`PDF worker stopped (exit code ${code})`));
        retire(slot);
      }
    });
    worker.unref();
    slots.add(slot);
    return slot;
  }

  function run(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => settle(slot, new AppError('UNAVAILABLE', PDF_TIMEOUT_MESSAGE)), timeoutMs);
    slot.worker.postMessage(job.document);
  }

  function dispatch(): void {
    while (queue.length > 0 && !isClosed) {
      let slot = [...slots].find((candidate) => !candidate.job);
      if (!slot) {
        if (slots.size >= size) return;
        slot = startSlot();
      }
      const job = queue.shift();
      if (job) run(slot, job);
    }
  }

  return {
    render(document) {
      if (isClosed) return Promise.reject(new AppError('UNAVAILABLE', PDF_CLOSED_MESSAGE));
      const isEveryWorkerBusy = [...slots].every((slot) => slot.job) && slots.size >= size;
      if (isEveryWorkerBusy && queue.length >= maxQueued) {
        return Promise.reject(new AppError('UNAVAILABLE', PDF_BUSY_MESSAGE));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ document, resolve, reject });
        dispatch();
      });
    },
    stats() {
      const running = [...slots].filter((slot) => slot.job).length;
      return { ...counts, running, queued: queue.length };
    },
    async close() {
      isClosed = true;
      const closing = new AppError('UNAVAILABLE', PDF_CLOSED_MESSAGE);
      for (const job of queue.splice(0)) job.reject(closing);
      const stopping = [...slots].map((slot) => {
        slot.job?.reject(closing);
        slots.delete(slot);
        clearTimeout(slot.timer);
        return slot.worker.terminate();
      });
      await Promise.all(stopping);
    },
  };
}
