/** What other features may use of numbering: the settings' Document numbering section. */
export { NumberingSettings } from './components/numbering-settings';
