// What other features may use of profiles: the profile an account's session answers with.
export { ownerProfileOf } from './profile.service';
