import { AnnotationMode, getDocument, GlobalWorkerOptions, RenderingCancelledException } from 'pdfjs-dist';
// pdf.js's worker (GlobalWorkerOptions.workerSrc): a file of the build, served from our own origin.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/*
 * A PDF drawn into <canvas> elements by pdf.js (docs/decisions/045), loaded the first time the
 * viewer shows a PDF. pdf.js reads the file in its worker and draws pixels: no string of the file
 * is ever evaluated (`isEvalSupported: false`), no WebAssembly is compiled (the app's policy
 * forbids it), XFA forms are not built, its annotation and text layers (links, form fields as
 * HTML) are never built and its scripting sandbox never imported: a PDF's JavaScript, links and
 * forms do nothing here.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages larger than this many canvas pixels are drawn smaller (a poster-sized page would take hundreds of MB). */
const MAX_CANVAS_PIXELS = 16_000_000;

export type OpenedPdf = {
  pageCount: number;
  /** Draws page `number` (from 1) into `canvas`, `cssWidth` CSS pixels wide at the screen's density. */
  draw: (number: number, canvas: HTMLCanvasElement, cssWidth: number) => { done: Promise<void>; cancel: () => void };
  close: () => void;
};

/** Why a PDF could not be opened: it asks for a password, or pdf.js could not read it. */
export class UnreadablePdf extends Error {
  constructor(readonly locked: boolean) {
    super(locked ? 'the PDF is protected by a password' : 'the PDF could not be read');
  }
}

export async function openPdf(data: Uint8Array): Promise<OpenedPdf> {
  const task = getDocument({ data, isEvalSupported: false, useWasm: false, enableXfa: false, stopAtErrors: false });
  const document = await task.promise.catch(async (error: unknown) => {
    await task.destroy();
    throw new UnreadablePdf(error instanceof Error && error.name === 'PasswordException');
  });
  return {
    pageCount: document.numPages,
    draw(number, canvas, cssWidth) {
      let cancelled = false;
      let cancelRender = () => {};
      const done = document.getPage(number).then(async (page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const wanted = (cssWidth * (window.devicePixelRatio || 1)) / natural.width;
        const scale = Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / (natural.width * natural.height)));
        const viewport = page.getViewport({ scale });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        // The annotations' own appearance is drawn as pixels; no annotation layer is built.
        const render = page.render({ canvas, viewport, annotationMode: AnnotationMode.ENABLE });
        cancelRender = () => render.cancel();
        try {
          await render.promise;
        } catch (error) {
          if (!(error instanceof RenderingCancelledException)) throw error;
        }
      });
      return {
        done,
        cancel: () => {
          cancelled = true;
          cancelRender();
        },
      };
    },
    close: () => void task.destroy(),
  };
}
