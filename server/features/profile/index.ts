// What other features may use of profiles: the profile a session answers with.
export { businessProfileOf } from './profile.service';
