// What other features may use of the member's side: the flat a member link opens, what it owes,
// and who holds it (a checkout's prefill).

export { findPortalHolder } from './portal.repository';
export { type FlatDues, flatDuesOf, memberFlatOf } from './portal.service';
