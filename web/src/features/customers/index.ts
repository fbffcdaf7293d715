/**
 * What other features may use of this one: the customer dialog, the customer search, how a phone number
 * reads, and the customer cache keys (a credit note changes a flat's dues and account).
 */
export { customerKeys } from './api/customer-keys';
export { getCustomers } from './api/get-customers';
export { CustomerDialog } from './components/customer-dialog';
