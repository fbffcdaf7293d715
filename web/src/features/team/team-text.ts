import type { Role } from '@domain/roles';
import type { Catalogue } from '../../lib/text';

/** The team: Settings → Team, the invitation dialog and link, sessions, and the app bar's business switcher. */
const EN = {
  title: 'Team',
  description: 'Who may act for this business, and what each of them may do.',
  invite: 'Invite',
  loading: 'Loading the team',
  members: 'Members',
  invitations: 'Invitations not yet accepted',
  yourSessions: 'Your sessions',
  whatRolesDo: 'What each role may do',
  /** What each role may do, as the team page, the invitation dialog and the invitation's link say it. */
  roleDuties: {
    owner: 'Everything, including payment and messaging keys, the team and the plan',
    treasurer: 'Customers, bill heads, billing runs, invoices, payments, credit notes, sending and reports',
    auditor: 'Reads everything, reports and exports included; changes and sends nothing',
  } satisfies Record<Role, string>,
  role: 'Role',
  roleOf: (name: string) => `Role of ${name}`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  you: 'You',
  joined: (email: string, date: string) => `${email} · joined ${date}`,
  signOut: 'Sign out',
  endSessionsOf: (name: string) => `End the sessions of ${name}`,
  noSessionOpen: (name: string) => `${name} had no session open`,
  signedOut: (name: string) => `${name} is signed out`,
  remove: 'Remove',
  removeName: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove from the team?',
  removeText: (name: string, email: string) =>
    `${name} (${email}) will no longer act for this business; their sessions for it end at once.`,
  removed: (name: string) => `${name} was removed from the team`,
  linkExpired: 'The link has expired: invite again to send a new one',
  invited: (invitedOn: string, until: string) => `Invited ${invitedOn} · the link works until ${until}`,
  cancel: 'Cancel',
  cancelInvitationTo: (email: string) => `Cancel the invitation to ${email}`,
  invitationCancelled: (email: string) => `Invitation to ${email} cancelled`,
  inviteDialog: {
    title: 'Invite to the team',
    send: 'Send invitation',
    email: 'Email',
    role: 'Role',
    sent: (email: string) => `Invitation sent to ${email}`,
  },
  sessions: {
    loading: 'Loading your sessions',
    list: 'Your sessions',
    thisBrowser: 'This browser',
    where: (business: string, address: string, lastUsed: string) =>
      `${business} · from ${address} · last used ${lastUsed}`,
    ended: 'The session has ended',
    signOutHere: 'Sign out of this browser',
    endOn: (device: string) => `End the session on ${device}`,
    signOut: 'Sign out',
    end: 'End',
    alerts: 'E-mail me when my account signs in on a new device',
  },
  switcher: {
    nowIn: (business: string | undefined) => `Now working in ${business}`,
    label: (business: string) => `Business: ${business}. Switch business`,
  },
  join: {
    opening: 'Opening the invitation',
    unusable: 'This invitation cannot be used',
    notOpened: 'The invitation could not be opened.',
    signIn: 'Go to sign in',
    title: (business: string) => `Join ${business}`,
    /** `duties` as the team page says them; here they run on inside the sentence. */
    invitedAs: (role: string, duties: string, email: string) =>
      `You are invited as ${role} (${duties.toLowerCase()}). The invitation is for ${email}.`,
    password: 'Your Bahi password',
    passwordHelp: (email: string) => `The password of your account ${email}`,
    join: (business: string) => `Join ${business}`,
    createAndJoin: 'Create account and join',
    welcome: (business: string) => `Welcome to ${business}`,
  },
};

export type TeamText = typeof EN;

export const TEAM_TEXT: Catalogue<TeamText> = { en: EN };
