import type { Language } from '@workspace/shared/common/limits';
import type { WorkPriority, WorkStatus } from '@workspace/shared/common/work';

/* The same words the web app shows (apps/web/src/i18n/<lang>/work.json), for exports. */
export const workLabels: Record<Language, { status: Record<WorkStatus, string>; priority: Record<WorkPriority, string> }> = {
  en: {
    status: { pending: 'Pending', inProgress: 'In progress', completed: 'Completed', onHold: 'On hold', cancelled: 'Cancelled' },
    priority: { low: 'Low', medium: 'Medium', high: 'High' },
  },
  tr: {
    status: { pending: 'Beklemede', inProgress: 'Devam ediyor', completed: 'Tamamlandı', onHold: 'Askıda', cancelled: 'İptal edildi' },
    priority: { low: 'Düşük', medium: 'Orta', high: 'Yüksek' },
  },
};
