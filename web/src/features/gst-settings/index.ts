/**
 * What other features may use of this one: the Settings page's GST card, and the dashboard's watch on
 * a housing society's turnover against the GST threshold.
 */
export { GstSettingsSection } from './components/gst-settings-section';
export { GstTurnoverCard } from './components/gst-turnover-card';
