// The landing page's contact section (spec 01 section 3). Kept apart from the schemas: the page
// shows these before, and whether or not, the form's validation code loads.

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';

export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '9:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Emergency only' },
] as const;
