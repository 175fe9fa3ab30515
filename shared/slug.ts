/**
 * Kebab-case slug of a display name: 'Saltpan Logistics Co.' → 'saltpan-logistics-co',
 * 'Rahul M.' → 'rahul-m'. The image build names people's and clients' pictures with it, and
 * pages find those pictures with the same function.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
