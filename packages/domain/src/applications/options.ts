/**
 * The option values of the storage application (spec 01 section 3) with the labels the wizard
 * shows. Values are what the server stores; labels are display text only.
 */

export const BUSINESS_TYPES = ['retail', 'manufacturing', 'ecommerce', 'logistics', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  retail: 'Retail',
  manufacturing: 'Manufacturing',
  ecommerce: 'E-commerce',
  logistics: 'Logistics',
  other: 'Other',
};

// Item types are stored as their display text, as the spec lists them.
export const ITEM_TYPES = [
  'Household Items',
  'Business Inventory',
  'Documents',
  'Artwork',
  'Electronics',
  'Furniture',
  'Vehicles',
  'Industrial Equipment',
  'Seasonal Items',
  'Other',
] as const;

export const STORAGE_TYPES = ['climate-controlled', 'standard', 'outdoor', 'secure', 'refrigerated'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];
export const STORAGE_TYPE_LABELS: Record<StorageType, string> = {
  'climate-controlled': 'Climate Controlled',
  standard: 'Standard',
  outdoor: 'Outdoor',
  secure: 'Secure',
  refrigerated: 'Refrigerated',
};

export const ESTIMATED_VOLUMES = ['small', 'medium', 'large', 'extra-large'] as const;
export type EstimatedVolume = (typeof ESTIMATED_VOLUMES)[number];
/** Spec 01 section 3: small 25, medium 100, large 200, extra-large 400+ sq ft. */
export const ESTIMATED_VOLUME_LABELS: Record<EstimatedVolume, string> = {
  small: 'Small (25 sq ft)',
  medium: 'Medium (100 sq ft)',
  large: 'Large (200 sq ft)',
  'extra-large': 'Extra Large (400+ sq ft)',
};

export const ACCESS_FREQUENCIES = ['daily', 'weekly', 'monthly', 'rarely'] as const;
export type AccessFrequency = (typeof ACCESS_FREQUENCIES)[number];
export const ACCESS_FREQUENCY_LABELS: Record<AccessFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  rarely: 'Rarely (6+ months)',
};

export const STORAGE_DURATIONS = ['1-3-months', '3-6-months', '6-12-months', '1-2-years', 'long-term'] as const;
export type StorageDuration = (typeof STORAGE_DURATIONS)[number];
export const STORAGE_DURATION_LABELS: Record<StorageDuration, string> = {
  '1-3-months': '1-3 months',
  '3-6-months': '3-6 months',
  '6-12-months': '6-12 months',
  '1-2-years': '1-2 years',
  'long-term': 'Long-term (2+ years)',
};
