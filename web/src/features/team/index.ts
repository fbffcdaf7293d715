/** What other parts of the app use of the team: the app bar's choice of business, and who is in it. */
export { useTeamMembers } from './api/team-api';
export { BusinessSwitcher } from './components/business-switcher';
