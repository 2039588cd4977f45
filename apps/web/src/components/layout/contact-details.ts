import type { LucideIcon } from 'lucide-react/types';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';

export type ContactDetail = {
  icon: LucideIcon;
  label: 'common:contact.address' | 'common:contact.phone' | 'common:contact.email';
  value: string;
  href?: string;
};

/** One list for the footer and the landing contact section, so the two never disagree. */
export const CONTACT_DETAILS: readonly ContactDetail[] = [
  { icon: MapPin, label: 'common:contact.address', value: '100 Harbour Road, Unit 4, Portside' },
  { icon: Phone, label: 'common:contact.phone', value: '+1 (555) 010-0199', href: 'tel:+15550100199' },
  {
    icon: Mail,
    label: 'common:contact.email',
    value: 'support@stockyard.example',
    href: 'mailto:support@stockyard.example',
  },
];
