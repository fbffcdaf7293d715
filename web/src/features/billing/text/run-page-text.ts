import type { Catalogue } from '../../../lib/text';

/** A run's page: its heading, the step cards' buttons, deleting a draft, and a run not found. */
const EN = {
  back: 'Billing',
  newTitle: 'New billing run',
  newDescription: 'Choose the period, the flats and the bill heads. Nothing is issued until you publish.',
  loadingHeads: 'Loading bill heads',
  undone: 'Publishing undone: the run is a draft again',
  deleteDraft: 'Delete draft',
  keepsChoices:
    'A draft keeps these choices. To bill other flats or heads, delete this draft and start a new run.',
  preview: 'Preview',
  nextPublish: 'Next: publish',
  nextSend: 'Next: send',
  forBookkeepers: 'Publishing and sending the bills are for the owner and the treasurer.',
  title: (period: string) => `Billing run: ${period}`,
  summary: (flats: string, billDate: string, dueDate: string) =>
    `${flats} · dated ${billDate} · due ${dueDate}`,
  deleteTitle: 'Delete draft?',
  deleteText: (period: string) =>
    `Delete the draft for ${period}? No bill was issued; amounts typed in it are lost.`,
  loading: 'Loading billing run',
  notFound: 'Billing run not found',
  notFoundText: 'This billing run does not exist, or its draft was deleted.',
  seeEveryRun: 'See every billing run',
  notFoundEnd: '.',
};

export type RunPageText = typeof EN;

export const RUN_PAGE_TEXT: Catalogue<RunPageText> = { en: EN };
