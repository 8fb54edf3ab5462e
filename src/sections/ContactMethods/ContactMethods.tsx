import { ArrowDown, ExternalLink, Mail, MessageCircle, Wrench } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';

import { BalancedGrid, whenStackedAndWide } from '@/components/BalancedGrid';
import { ButtonLink } from '@/components/Button';
import { Card } from '@/components/Card';
import { IconBadge } from '@/components/IconBadge';
import { Section, type SectionProps } from '@/components/Section';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { siteConfig, whatsappDigits } from '@/config/site';
import { anchors } from '@/content/anchors';
import { contactContent } from '@/content/contact';
import { preferredScrollBehavior } from '@/theme/scrollBehavior';

export type ContactMethodsProps = Omit<SectionProps, 'title' | 'description' | 'children'>;

/** The three methods: stacked, or side by side (never 2 + 1). A card this wide holds "Go to the Contact Form" on one line. */
const MIN_METHOD_WIDTH = 18.5;
/** From this width (rem) a method alone on its row reads across: icon, text, then its button. */
const ACROSS_FROM = 34;

const MethodCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  text-align: center;
  align-items: center;

  ${({ theme }) =>
    whenStackedAndWide(
      { count: 3, minItemWidth: MIN_METHOD_WIDTH, gap: parseFloat(theme.space[600]) },
      ACROSS_FROM,
      css`
        flex-direction: row;
        gap: ${theme.space[500]};
        text-align: start;

        & > div:last-child {
          margin-top: 0;
          padding-top: 0;
        }
      `,
    )}
`;

const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[500]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  /* Lines the actions up at the bottom of cards whose text runs to different lengths. */
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[200]};
  max-width: 100%;
`;

type MethodProps = { icon: ReactNode; title: string; description: string; detail: string; action: ReactNode };

function Method({ icon, title, description, detail, action }: MethodProps) {
  return (
    <MethodCard forwardedAs="li" variant="elevated" interactive>
      <IconBadge aria-hidden="true" $size="xl" $shape="round">
        {icon}
      </IconBadge>
      <Body>
        <Title>{title}</Title>
        <Description>{description}</Description>
        <Detail>{detail}</Detail>
      </Body>
      <Action>{action}</Action>
    </MethodCard>
  );
}

/** The wa.me link that opens a chat with the support number and a greeting already typed. */
export const whatsappChatUrl = () =>
  `https://wa.me/${whatsappDigits(siteConfig)}?text=${encodeURIComponent(
    contactContent.methods.whatsapp.greeting(siteConfig.brandName),
  )}`;

/**
 * Scrolls to the contact form and puts focus on it, so keyboard and screen reader users land there
 * too. Without the form on the page the link's own jump to the anchor is left to happen.
 */
function goToContactForm(event: MouseEvent<HTMLAnchorElement>) {
  const form = event.currentTarget.ownerDocument.getElementById(anchors.contactForm);
  if (!form) return;
  event.preventDefault();
  form.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
  // The scroll above is the one that should run; focusing must not jump there on its own.
  form.focus({ preventScroll: true });
}

/**
 * The three ways to reach the team on /contact: email (a mailto link), WhatsApp (a chat with a
 * prefilled greeting, in a new tab) and technical support (the form further down the page).
 */
export function ContactMethods(props: ContactMethodsProps) {
  const { methods } = contactContent;
  return (
    <Section title={methods.title} description={methods.description} align="center" {...props}>
      {/* Three methods: the count the grid's columns follow from. */}
      <BalancedGrid $count={3} $minItemWidth={MIN_METHOD_WIDTH}>
        <Method
          icon={<Mail size={26} />}
          title={methods.email.title}
          description={methods.email.description}
          detail={siteConfig.supportEmail}
          action={
            <ButtonLink href={`mailto:${siteConfig.supportEmail}`} startIcon={<Mail size={18} aria-hidden="true" />}>
              {methods.email.actionLabel}
            </ButtonLink>
          }
        />
        <Method
          icon={<MessageCircle size={26} />}
          title={methods.whatsapp.title}
          description={methods.whatsapp.description}
          detail={siteConfig.whatsappNumber}
          action={
            <ButtonLink
              href={whatsappChatUrl()}
              startIcon={<MessageCircle size={18} aria-hidden="true" />}
              endIcon={<ExternalLink size={16} aria-hidden="true" />}
            >
              {methods.whatsapp.actionLabel}
              <VisuallyHidden> {methods.whatsapp.newTabNote}</VisuallyHidden>
            </ButtonLink>
          }
        />
        <Method
          icon={<Wrench size={26} />}
          title={methods.technicalSupport.title}
          description={methods.technicalSupport.description}
          detail={methods.technicalSupport.detail}
          action={
            <ButtonLink
              href={`#${anchors.contactForm}`}
              onClick={goToContactForm}
              startIcon={<ArrowDown size={18} aria-hidden="true" />}
            >
              {methods.technicalSupport.actionLabel}
            </ButtonLink>
          }
        />
      </BalancedGrid>
    </Section>
  );
}
