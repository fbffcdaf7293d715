// What other features may use of uploads: the logo a document draws, and the check that a profile
// shows only its own business's upload.
export { assertOwnLogo, documentLogoOf } from './uploads.service';
