import type { Catalogue } from '../../../lib/text';

/** The landing page's texts: what Bahi is for, its three strengths, and the way in. */
const EN = {
  documentTitle: 'Invoicing for housing societies and landlords',
  skipToContent: 'Skip to main content',
  home: 'Bahi home',
  productName: 'Bahi',
  signIn: 'Sign in',
  overline: 'For housing societies, landlords and maintenance agencies',
  title: 'Create Professional Invoices Effortlessly',
  subtitle:
    'Bill every flat by its area in sq.ft, add GST and late fees automatically, and let residents pay online.',
  goToDashboard: 'Go to dashboard',
  getStarted: 'Get started',
  featuresLabel: 'What Bahi does',
  features: {
    area: {
      title: 'Bill flats by area',
      text: "Each customer's flat area and rate per sq.ft fill the invoice for you, with a discount where you give one.",
    },
    gst: {
      title: 'GST and late fees built in',
      text: 'GST at your rate and your HSN code on every invoice, and a late fee of 2% a month on overdue bills.',
    },
    reminders: {
      title: 'Get paid, remind the rest',
      text: 'Clients open a link to pay online and save the PDF; overdue customers get a reminder by e-mail or WhatsApp.',
    },
  },
};

export type LandingText = typeof EN;

export const LANDING_TEXT: Catalogue<LandingText> = { en: EN };
