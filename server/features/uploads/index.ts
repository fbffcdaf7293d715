export { documentLogoOf } from './uploads.service';
