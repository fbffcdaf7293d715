/**
 * Routes that belong to no tenant, each with the reason. Anything else under /api/v2 must have a
 * cross-tenant case.
 */
export const ROUTES_WITHOUT_TENANT: Record<string, string> = {
  'GET /healthz': 'answers only whether the database is up',
  'GET /api/docs': 'the public API description',
  'POST /api/v2/users/signup': 'creates a new account and its own business',
  'POST /api/v2/users/signin': 'answers only the caller’s own account, after the password',
  'POST /api/v2/users/forgot': 'answers the same whoever asks; the link goes to the account’s e-mail',
  'POST /api/v2/users/reset': 'acts only on the account the one-time token belongs to',
  'GET /api/v2/invitations/:token':
    'the invitation page: the random one-time token is the link, and it names only its own business and address',
  'POST /api/v2/invitations/:token/join':
    'joins only the business the one-time token was made for, as the invited address’s own account',
  'POST /api/v2/invitations/:token/signup':
    'makes the invited address’s account and joins only the business the one-time token was made for',
  'GET /api/v2/profiles/receiver/:creatorId': 'the business details printed on every public invoice',
  'GET /api/v2/clients/import/template': 'the empty import file: column headers and an example row',
  'GET /api/v2/uploads/:id': 'a logo, printed on every public invoice; its id is a random UUID',
  'POST /api/v2/payment/checkout':
    'the public payment page: the invoice id (a random UUID) is the link; answers only the order, the public key and the business name',
  'GET /api/v2/statements/:token':
    'a member’s own statement: the random token is the link, and a statement names only its own flat',
  'GET /api/v2/statements/:token/pdf': 'the same statement as a PDF, through the same link',
  'GET /api/v2/portal/:token':
    'a member’s own page: the random token is the link, and it answers only its own flat (portal.test.ts tries a second flat of the same society)',
  'POST /api/v2/portal/:token/intimations':
    'a report of a payment for the link’s own flat only; the treasurer of that flat’s society decides it (intimations.test.ts)',
  'POST /api/v2/portal/:token/checkout':
    'a Razorpay order for the link’s own flat, priced by the server from what that flat owes (flat-payments.test.ts)',
  'POST /api/v2/portal/:token/validate':
    'records only an order stored for the link’s own flat, after its signature and the provider agree; another flat’s link is refused (flat-payments.test.ts)',
  'POST /api/v2/portal/codes':
    'answers the same whoever asks; the code goes to the address a flat’s account has (member-codes.test.ts)',
  'POST /api/v2/portal/codes/verify':
    'answers only the flats whose accounts have the address the code was mailed to (member-codes.test.ts)',
  'GET /api/v2/portal/:token/receipts/:id/pdf':
    'a receipt of the link’s own flat; another flat’s receipt, even in the same society, is not found (portal.test.ts)',
  'POST /api/v2/payment/validate':
    'the public payment page: acts only on the order stored for that invoice, after its signature and the provider agree',
};
