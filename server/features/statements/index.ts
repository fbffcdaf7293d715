// What other features may use of statements: every entry of a flat's ledger (a receipt prints the
// balance after it).
export { statementEntriesOf } from './statement-entries';
