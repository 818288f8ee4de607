import type { InstitutionDetail } from '@shared/schemas/institution';

/**
 * schema.org for an institution page: an EducationalOrganization (an individual teacher's studio
 * is a Person), with its region and founding year, so search engines can show it as an entity.
 */
export function institutionStructuredData(institution: InstitutionDetail): Record<string, unknown> {
  const description = institution.intro[0] ?? institution.slogan;
  if (institution.type === 2) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: institution.name,
      description,
      jobTitle: '职业技能讲师',
      address: { '@type': 'PostalAddress', addressRegion: institution.region, addressCountry: 'CN' },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: institution.name,
    description,
    foundingDate: String(institution.foundedYear),
    address: { '@type': 'PostalAddress', addressRegion: institution.region, addressCountry: 'CN' },
    ...(institution.creditCode ? { taxID: institution.creditCode } : {}),
  };
}
