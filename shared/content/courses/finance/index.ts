import { smartFinanceManager } from './smart-finance-manager';
import { corporateFinancialReportingAccounting } from './corporate-financial-reporting-accounting';
import type { Course } from '../types';

export const financeCourses: Course[] = [
  smartFinanceManager,
  corporateFinancialReportingAccounting,
];
