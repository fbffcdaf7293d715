import { ROLES } from '@domain/roles';
import { z } from 'zod';
import { withRepeatedPassword, ZEmail, ZNewPassword, ZPersonName, ZRepeatedPassword, ZSignin } from './auth';

export const ROLE_MESSAGE = 'Please choose a role from the list';
export const ALREADY_IN_TEAM_MESSAGE = 'This person is already in the team.';
export const LAST_OWNER_MESSAGE = 'A business needs an owner: make another member an owner first.';
export const MEMBER_NOT_FOUND_MESSAGE = 'This person is not in the team.';
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found';
export const INVITATION_GONE_MESSAGE =
  'This invitation has expired or was already used. Please ask the business for a new one.';
export const BUSINESS_NOT_FOUND_MESSAGE = 'You are not a member of this business.';
export const WRONG_ACCOUNT_PASSWORD_MESSAGE = 'The password does not match this account';

export const ZRole = z.enum(ROLES, { error: ROLE_MESSAGE });

/** One business a person may act for, as the app bar lists them to switch between. */
export const ZMemberBusiness = z.object({ _id: z.string(), name: z.string(), role: ZRole });
export type TMemberBusiness = z.infer<typeof ZMemberBusiness>;

export const ZTeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  joinedAt: z.string(),
  /** The signed-in person themselves. */
  isYou: z.boolean(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZInvitation = z.object({
  _id: z.string(),
  email: z.string(),
  role: ZRole,
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZTeam = z.object({ members: z.array(ZTeamMember), invitations: z.array(ZInvitation) });
export type TTeam = z.infer<typeof ZTeam>;

export const ZInvitationInput = z.strictObject({ email: ZEmail, role: ZRole });
export type TInvitationInput = z.infer<typeof ZInvitationInput>;

export const ZRoleChange = z.strictObject({ role: ZRole });

/** An invitation link's token, base64url as the server makes it: anything else is not one. */
export const ZInvitationToken = z.object({
  token: z
    .string({ error: INVITATION_GONE_MESSAGE })
    .min(1, INVITATION_GONE_MESSAGE)
    .max(200, INVITATION_GONE_MESSAGE)
    .regex(/^[\w-]+$/, INVITATION_GONE_MESSAGE),
});

/** What the invitation page shows before the invitee joins. */
export const ZInvitationView = z.object({
  businessName: z.string(),
  email: z.string(),
  role: ZRole,
  /** Whether an account with the invited address exists: it joins with its password. */
  hasAccount: z.boolean(),
});
export type TInvitationView = z.infer<typeof ZInvitationView>;

/** Joining with the invited address's existing account: its password proves it is theirs. */
export const ZJoinWithAccount = z.strictObject({ password: ZSignin.shape.password });
export type TJoinWithAccount = z.infer<typeof ZJoinWithAccount>;

/** Joining with a new account for the invited address: a name and a new password. */
export const ZJoinWithNewAccount = withRepeatedPassword(
  z.strictObject({
    firstName: ZPersonName('first name'),
    lastName: ZPersonName('last name'),
    password: ZNewPassword,
    confirmPassword: ZRepeatedPassword,
  }),
);
export type TJoinWithNewAccount = z.infer<typeof ZJoinWithNewAccount>;

/** Either way of joining, as the service takes it. */
export type TJoinInput =
  | ({ account: 'existing' } & TJoinWithAccount)
  | ({ account: 'new' } & TJoinWithNewAccount);

export const ZSwitchInput = z.strictObject({ businessId: z.uuid(BUSINESS_NOT_FOUND_MESSAGE) });

export const SESSION_NOT_FOUND_MESSAGE = 'This session was not found or has already ended.';

/** One of the signed-in person's own sessions, as "Your sessions" lists them. */
export const ZSession = z.object({
  _id: z.string(),
  /** The browser's own description. */
  device: z.string(),
  address: z.string(),
  /** The business it acts for. */
  business: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the browser asking. */
  isThis: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessions = z.object({
  sessions: z.array(ZSession),
  /** Whether a sign-in on a device not seen before sends an e-mail. */
  signInAlerts: z.boolean(),
});
export type TSessions = z.infer<typeof ZSessions>;

export const ZSessionAlertsInput = z.strictObject({
  signInAlerts: z.boolean({ error: 'Please say whether to send new sign-in e-mails' }),
});

export const ZSessionId = z.object({ id: z.uuid(SESSION_NOT_FOUND_MESSAGE) });

export const ZEndedSessions = z.object({ ended: z.number() });
