'use client';

export { EnquiryForm } from '../../../../../app/components/forms/enquiry-form';
