import type { TransactionType } from '../accounting/transactions.constants';
import type { UserType } from '../auth/roles';
import type { Language } from '../common/limits';
import type { WorkPriority, WorkStatus } from '../common/work';
import type { LoginFailureReason } from '../insight/login-records.constants';
import type { TicketDepartment, TicketPriority, TicketType } from '../tickets/tickets.constants';

/*
 * The words for stored values (a task's status, a transaction's type, a user's type) in both
 * languages: one table that the server's exports and the web's screens both read, so a PDF and
 * the screen it came from never name the same value differently.
 */
export type ValueLabels = {
  status: Record<WorkStatus, string>;
  priority: Record<WorkPriority, string>;
  /** Ticket priorities: the work priorities and "urgent". Ticket statuses are the work statuses (`status`). */
  ticketPriority: Record<TicketPriority, string>;
  department: Record<TicketDepartment, string>;
  ticketType: Record<TicketType, string>;
  transactionType: Record<TransactionType, string>;
  userType: Record<UserType, string>;
  active: { active: string; inactive: string };
  yesNo: { yes: string; no: string };
  /** Why a sign-in failed, as modules/auth records it; `invalidCredentials` is what older rows hold for either of the first two. */
  loginReason: Record<LoginFailureReason | 'invalidCredentials', string>;
};

export const valueLabels: Record<Language, ValueLabels> = {
  en: {
    status: {
      pending: 'Pending',
      inProgress: 'In progress',
      completed: 'Completed',
      onHold: 'On hold',
      cancelled: 'Cancelled',
    },
    priority: { low: 'Low', medium: 'Medium', high: 'High' },
    ticketPriority: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
    department: { support: 'Support', billing: 'Billing', technical: 'Technical', sales: 'Sales' },
    ticketType: { question: 'Question', problem: 'Problem', request: 'Request', incident: 'Incident' },
    transactionType: { income: 'Income', expense: 'Expense' },
    userType: { master: 'Administrator', manager: 'Manager', employee: 'Engineer', user: 'Customer' },
    active: { active: 'Active', inactive: 'Inactive' },
    yesNo: { yes: 'Yes', no: 'No' },
    loginReason: {
      wrongPassword: 'Wrong password',
      unknownEmail: 'No account with this email',
      invalidCredentials: 'Wrong email or password',
      inactive: 'Account deactivated',
      rateLimited: 'Too many attempts',
      invalidTwoFactorCode: 'Wrong two-factor code',
      invalidRecoveryCode: 'Wrong recovery code',
      twoFactorOff: 'Two-factor sign-in was turned off',
    },
  },
  tr: {
    status: {
      pending: 'Beklemede',
      inProgress: 'Devam ediyor',
      completed: 'Tamamlandı',
      onHold: 'Askıda',
      cancelled: 'İptal edildi',
    },
    priority: { low: 'Düşük', medium: 'Orta', high: 'Yüksek' },
    ticketPriority: { low: 'Düşük', medium: 'Orta', high: 'Yüksek', urgent: 'Acil' },
    department: { support: 'Destek', billing: 'Faturalama', technical: 'Teknik', sales: 'Satış' },
    ticketType: { question: 'Soru', problem: 'Sorun', request: 'İstek', incident: 'Olay' },
    transactionType: { income: 'Gelir', expense: 'Gider' },
    userType: { master: 'Yönetici', manager: 'Müdür', employee: 'Mühendis', user: 'Müşteri' },
    active: { active: 'Aktif', inactive: 'Pasif' },
    yesNo: { yes: 'Evet', no: 'Hayır' },
    loginReason: {
      wrongPassword: 'Hatalı şifre',
      unknownEmail: 'Bu e-postayla bir hesap yok',
      invalidCredentials: 'Hatalı e-posta veya şifre',
      inactive: 'Hesap devre dışı',
      rateLimited: 'Çok fazla deneme',
      invalidTwoFactorCode: 'Hatalı iki adımlı doğrulama kodu',
      invalidRecoveryCode: 'Hatalı kurtarma kodu',
      twoFactorOff: 'İki adımlı giriş kapatılmıştı',
    },
  },
};
