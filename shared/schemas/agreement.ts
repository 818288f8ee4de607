import * as z from 'zod/mini';
import { int, timestampSchema } from './common';
import { AgreementType } from '../enums/platform';

/** `/agreement/1` — the AgreementType of the path (1 服务条款, 2 隐私政策, 3 机构入驻协议); anything else is a 404, not a 400. */
export const agreementParamsSchema = z.object({ type: z.string().check(z.maxLength(16)) });

/** The AgreementType a path segment names, or null. */
export function agreementTypeOf(segment: string): number | null {
  const value = /^\d{1,2}$/.test(segment) ? Number(segment) : NaN;
  return AgreementType.is(value) ? value : null;
}

export const agreementSectionSchema = z.object({
  /** 「一、账号注册与使用」: numbered by the text itself. */
  heading: z.string(),
  paragraphs: z.array(z.string()),
  /** Where the site does what the section promises (隐私政策「你的权利」: export, delete): site paths. */
  links: z.optional(z.array(z.object({ label: z.string(), href: z.string().check(z.regex(/^\/[^/]/)) }))),
});
export type AgreementSection = z.infer<typeof agreementSectionSchema>;

/** A legal text as plain strings (the site renders it as React text, never as HTML). */
export const agreementSchema = z.object({
  type: int(),
  title: z.string(),
  version: z.string(),
  effectiveAt: timestampSchema,
  updatedAt: timestampSchema,
  /** The paragraphs before the first section (who the parties are, what to read closely). */
  preamble: z.array(z.string()),
  sections: z.array(agreementSectionSchema),
});
export type Agreement = z.infer<typeof agreementSchema>;

const contactLineSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** `tel:` / `mailto:` / a site path; null for plain text. */
  href: z.nullable(z.string()),
});
export type ContactLine = z.infer<typeof contactLineSchema>;

/** /contactus: how to reach the platform, by purpose. */
export const siteContactSchema = z.object({
  hotline: z.string(),
  hours: z.string(),
  email: z.string(),
  channels: z.array(
    z.object({
      /** service | business | media | join | feedback. */
      key: z.string(),
      title: z.string(),
      description: z.string(),
      lines: z.array(contactLineSchema),
      link: z.nullable(z.object({ label: z.string(), href: z.string() })),
    }),
  ),
  address: z.object({ company: z.string(), street: z.string(), postcode: z.string(), transit: z.string() }),
});
export type SiteContact = z.infer<typeof siteContactSchema>;
