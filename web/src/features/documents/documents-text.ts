import type { Catalogue } from '../../lib/text';

/** Saving a bill's PDF. */
const EN = {
  savePdf: 'Save as PDF',
  retrySavePdf: 'Retry Save as PDF',
};

export type DocumentsText = typeof EN;

export const DOCUMENTS_TEXT: Catalogue<DocumentsText> = { en: EN };
