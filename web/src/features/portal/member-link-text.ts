import type { Catalogue } from '../../lib/text';

/** The owner's view of a flat's member page on its customer page: the link and its reissue or revoke. */
const EN = {
  title: 'Member page',
  intro: 'The member sees their dues, bills, receipts and statement here, and pays, without signing in.',
  loading: 'Loading member link',
  copy: 'Copy link',
  copyFailed: 'Could not copy the link',
  open: 'Open',
  reissued: 'New member link issued',
  confirm: {
    reissue: {
      title: 'Issue a new member link?',
      description: 'The link the member has now stops opening at once. Send them the new one.',
      label: 'Issue new link',
    },
    revoke: {
      title: 'Revoke the member link?',
      description:
        "The link stops opening at once. The flat's next bill, reminder or receipt carries a new one.",
      label: 'Revoke',
    },
  },
};

export type MemberLinkText = typeof EN;

export const MEMBER_LINK_TEXT: Catalogue<MemberLinkText> = { en: EN };
