// What other features may use of the GST settings: none of its own; a bill reads the settings it is
// computed with from tenancy/gst-settings.ts, and the financial year's turnover from the invoices.
export {};
