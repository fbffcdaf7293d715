// What other features may use of customers: whose customers a caller sees, a customer's stored
// columns and its mapping back, the edit that keeps a customer's sort key and search text in step,
// which of some customer ids are a business's own, and how a change of one is recorded in the trail.
export { customerRowToCustomer, customerValuesToColumns } from './customer-rows';
export { type CustomerOwner, findCustomer, ownCustomerIds, updateCustomer } from './customers.repository';
export { customerChange, customerOwnerOf, recordCustomerChange } from './customers.service';
