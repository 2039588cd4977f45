/** What non-admins are told while an admin has switched maintenance mode on. */
export const MAINTENANCE_MESSAGE = 'Stockyard is down for maintenance. Please try again later.';
