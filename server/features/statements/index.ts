// What other features may use of statements: every entry of a flat's ledger (a receipt prints the
// balance after it), and a flat's statement for the owner or through the member's link (its PDF).
export { statementEntriesOf } from './statement-entries';
export { type FlatStatement, ownFlatStatement, publicFlatStatement } from './statements.service';
