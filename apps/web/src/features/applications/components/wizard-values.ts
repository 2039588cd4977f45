import {
  formatPhone,
  type ApplicationSubmitInput,
  type DocumentKind,
  type PhoneCountry,
  type User,
} from '@stockyard/domain';

/** What the wizard's inputs hold: text for every select (empty is "not chosen"), booleans for boxes. */
export type WizardValues = {
  full_name: string;
  email: string;
  phone: string;
  address: string;
  is_business_account: boolean;
  business_name: string;
  business_type: string;
  item_type: string;
  estimated_volume: string;
  storage_type: string;
  access_frequency: string;
  storage_duration: string;
  special_requirements: string;
  insurance_required: boolean;
  packing_services: boolean;
  transportation_needed: boolean;
};

export type WizardField = keyof WizardValues;

export type WizardFiles = Record<DocumentKind, File | null>;

/** Personal information starts from the signed-in customer's own record, the phone as the site writes it. */
export function initialWizardValues(user: User | null, country: PhoneCountry): WizardValues {
  return {
    full_name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    phone: formatPhone(user?.phone, country),
    address: user?.address ?? '',
    is_business_account: false,
    business_name: '',
    business_type: '',
    item_type: '',
    estimated_volume: '',
    storage_type: '',
    access_frequency: '',
    storage_duration: '',
    special_requirements: '',
    insurance_required: false,
    packing_services: false,
    transportation_needed: false,
  };
}

/** The domain schema validates the select texts against the option lists; this only widens the type. */
export const toSubmitInput = (values: WizardValues): ApplicationSubmitInput => values as ApplicationSubmitInput;

export const WIZARD_STEPS = [
  {
    title: 'applications:steps.personal',
    fields: ['full_name', 'email', 'phone', 'address', 'is_business_account', 'business_name', 'business_type'],
  },
  {
    title: 'applications:steps.storage',
    fields: [
      'item_type',
      'estimated_volume',
      'storage_type',
      'access_frequency',
      'storage_duration',
      'special_requirements',
    ],
  },
  { title: 'applications:steps.services', fields: ['insurance_required', 'packing_services', 'transportation_needed'] },
  { title: 'applications:steps.documents', fields: [] },
] as const satisfies ReadonlyArray<{ title: string; fields: readonly WizardField[] }>;

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

/** The step (1-based) that holds a field, so a failed submit can send the reader back to it. */
export function stepOfField(field: string): number {
  const index = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? WIZARD_STEP_COUNT : index + 1;
}
