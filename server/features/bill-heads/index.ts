// What other features may use of bill heads: the business's heads as billing reads and computes them.
export { billHeadRuleOf } from './bill-head-rules';
export { type BillHead, listBillHeads } from './bill-heads.repository';
