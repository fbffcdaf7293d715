import type { Role } from '@domain/roles';

/** The business a signed-in caller acts for, as services see it (never its stored row). */
export type CallerBusiness = {
  id: string;
  /** The account that created it: the legacy owner ids of the API's paths and queries name it. */
  ownerUserId: string;
  /** The IANA zone its calendar dates are kept in. */
  timeZone: string;
  /** How the business is named to its clients: its business name, else the owner's. */
  name: string;
  /** Whether its clients may pay online: its Razorpay key and secret are both stored. */
  takesOnlinePayments: boolean;
  /**
   * What its WhatsApp messages need to know before they are queued: whether the token and phone
   * number id are stored (the token itself stays sealed in the database), and its reminder template.
   */
  whatsApp: { isSetUp: boolean; template: string | null };
};

/** Who is calling, always from the session token: never from a path or query id. */
export type Caller = {
  /** The stored session the request's token belongs to. */
  sessionId: string;
  /** `isEnabled` is the business's plan: its owner's, whoever of its team is calling. */
  user: { id: string; isEnabled: boolean };
  business: CallerBusiness;
  /** What the caller is in that business's team. */
  role: Role;
  /** The address the request came from, as the audit trail records it. */
  address: string;
};

/**
 * Whether an owner id a legacy path or query carries names the caller: their own account, or the
 * account that owns the business they act for. Anything else is another business's.
 */
export function namesCaller(caller: Caller, userId: string): boolean {
  return userId === caller.user.id || userId === caller.business.ownerUserId;
}
