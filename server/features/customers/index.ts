// What other features may use of customers: whose customers a caller sees, a customer's stored
// columns and its mapping back, the edit that keeps a customer's sort key and search text in step, and
// which of some customer ids are a business's own.
export { customerRowToCustomer, customerValuesToColumns } from './customer-rows';
export { type CustomerOwner, findCustomer, ownCustomerIds, updateCustomer } from './customers.repository';
export { customerOwnerOf } from './customers.service';
