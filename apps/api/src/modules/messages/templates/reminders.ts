import type { AnnounceEvent } from '@stockyard/domain';
import type { Template } from './types.js';

type Reminder = Extract<AnnounceEvent, { kind: 'storage_reminder' }>;

const link = '/customer/dashboard';

export const storageReminder: Template<Reminder> = {
  en: ({ itemName, endsOn }, f) => {
    const line = `The storage period for "${itemName}" ends on ${f.date(endsOn)}.`;
    return {
      subject: `Your storage period ends on ${f.date(endsOn)}`,
      paragraphs: [line, 'If you would like to extend it or arrange collection, please contact us before that date.'],
      short: line,
      bell: { title: 'Storage period ending soon', message: line, link },
    };
  },
  es: ({ itemName, endsOn }, f) => {
    const line = `El periodo de almacenamiento de «${itemName}» termina el ${f.date(endsOn)}.`;
    return {
      subject: `Su periodo de almacenamiento termina el ${f.date(endsOn)}`,
      paragraphs: [
        line,
        'Si desea ampliarlo o acordar la recogida, póngase en contacto con nosotros antes de esa fecha.',
      ],
      short: line,
      bell: { title: 'El almacenamiento termina pronto', message: line, link },
    };
  },
  fr: ({ itemName, endsOn }, f) => {
    const line = `La période de stockage de « ${itemName} » se termine le ${f.date(endsOn)}.`;
    return {
      subject: `Votre période de stockage se termine le ${f.date(endsOn)}`,
      paragraphs: [line, 'Pour la prolonger ou organiser le retrait, contactez-nous avant cette date.'],
      short: line,
      bell: { title: 'Fin de stockage proche', message: line, link },
    };
  },
  de: ({ itemName, endsOn }, f) => {
    const line = `Die Lagerzeit für „${itemName}“ endet am ${f.date(endsOn)}.`;
    return {
      subject: `Ihre Lagerzeit endet am ${f.date(endsOn)}`,
      paragraphs: [
        line,
        'Wenn Sie verlängern oder die Abholung vereinbaren möchten, melden Sie sich bitte vor diesem Datum bei uns.',
      ],
      short: line,
      bell: { title: 'Lagerzeit endet bald', message: line, link },
    };
  },
};
