// What other features may use of accounts: finding, creating and signing one in.
export { DUPLICATE_EMAIL_MESSAGE, sessionFor } from './auth.service';
export { type Account, findUserByEmail, findUserById, insertUser } from './users.repository';
