// What other features may use of the member's side: the flat a member link opens.
export { memberFlatOf } from './portal.service';
