/**
 * What other features may use of the member's side: the customer page's Member page section. The
 * member's own pages are routes of their own and lend nothing.
 */
export { MemberLinkSection } from './components/member-link-section';
