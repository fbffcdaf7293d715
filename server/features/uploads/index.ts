// What other features may use of uploads: the logo a document draws, the check that a profile shows
// only its own business's upload, and a member's proof of payment as it is kept.
export { encodeProof, type ProofFile } from './proof-file';
export { assertOwnLogo, documentLogoOf } from './uploads.service';
