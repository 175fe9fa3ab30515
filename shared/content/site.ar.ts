// The Arabic words of the academy's public identity (content/site.ts): tagline, chat greeting, office
// labels and address lines, and the centres' names. Everything else (name, numbers, email, links,
// map queries) is site.ts's own; the academy's name stays in Latin script.

import { site, type Site } from './site';

/** As many strings as the English list, in the same order. */
type Texts<T> = { readonly [K in keyof T]: string };

export const siteAr: {
  tagline: string;
  whatsappGreeting: string;
  offices: {
    readonly [K in keyof Site['offices']]: {
      label: string;
      lines: Texts<Site['offices'][K]['lines']>;
    };
  };
  centres: Texts<Site['centres']>;
} = {
  tagline: 'تدريب مهني لمن يبنون مسيرتهم في إدارة المرافق والإدارة واللغات',
  whatsappGreeting: 'مرحبًا! أودّ معرفة المزيد عن هذه الصفحة:',
  offices: {
    india: {
      label: 'مكتب الهند',
      lines: [site.name, 'الطابق 2، Example Towers، طريق MG', 'كوتشي، كيرالا 682000', 'الهند'],
    },
    uae: {
      label: 'مكتب الإمارات',
      lines: [site.name, 'ص.ب. 00000', 'دبي', 'الإمارات العربية المتحدة'],
    },
  },
  centres: ['كيرالا', 'دبي', 'الشارقة', 'أبوظبي'],
};
