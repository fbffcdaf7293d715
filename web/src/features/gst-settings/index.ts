/**
 * What other features may use of this one: the Settings page's GST card, the dashboard's watch on
 * a housing society's turnover against the GST threshold, and the settings and turnover a bill is
 * figured with (the invoice form's preview).
 */
export { useGstSettings } from './api/get-gst-settings';
export { useGstTurnover } from './api/get-gst-turnover';
export { GstSettingsSection } from './components/gst-settings-section';
export { GstTurnoverCard } from './components/gst-turnover-card';
