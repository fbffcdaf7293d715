/** The business a signed-in caller acts for, as services see it (never its stored row). */
export type CallerBusiness = {
  id: string;
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
  user: { id: string; isEnabled: boolean };
  business: CallerBusiness;
  /** The address the request came from, as the audit trail records it. */
  address: string;
};
