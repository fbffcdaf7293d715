// What other features may use of accounts: finding, creating and signing one in, and the runner of
// work that must not shape an answer (what a public sign-in looks up, after the answer has gone).

export { afterResponseRunner } from './after-response';
export { DUPLICATE_EMAIL_MESSAGE, sessionFor } from './auth.service';
export { type Account, findUserByEmail, findUserById, insertUser } from './users.repository';
