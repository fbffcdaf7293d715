// What other features may use of the GST settings: the settings a bill is computed with (money in
// paise), and the financial year's turnover that decides whether a housing society's bill is taxed.
export { type GstSettings, gstSettingsOf } from './gst-settings.repository';
export { financialYearTurnoverPaise } from './turnover.repository';
