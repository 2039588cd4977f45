// The landing page's contact section (spec 01 section 3). Kept apart from the schemas: the page
// shows these before, and whether or not, the form's validation code loads.

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';

/** Opening and closing times (24 h, HH:MM), worded by the reader's locale; null: emergencies only. */
export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: { open: '08:00', close: '18:00' } },
  { days: 'Saturday', hours: { open: '09:00', close: '16:00' } },
  { days: 'Sunday', hours: null },
] as const;
