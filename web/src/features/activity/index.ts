/** What other features show of the audit trail: one record's history on its own page. */
export { RecordHistory, RecordHistorySection } from './components/record-history';
