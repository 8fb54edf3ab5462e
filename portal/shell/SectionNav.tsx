import { BrandMark } from '@/components/BrandMark';
import { Chip } from '@/components/Chip';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { siteConfig } from '@/config/site';
import {
  Brand,
  BrandCaption,
  BrandName,
  BrandText,
  NavItemDisabled,
  NavItemLink,
  NavLabel,
  NavList,
} from './AdminShell.styles';
import { preloadSectionView } from './sectionViews';
import { type AdminSection, adminSections, sectionPath } from '../sections';

/** The brand at the top of the sidebar and the drawer: the site's one mark, as in its header. */
export function AdminBrand() {
  return (
    <Brand>
      <BrandMark size={36} />
      <BrandText>
        <BrandName>{siteConfig.brandName}</BrandName>
        <BrandCaption>Admin Portal</BrandCaption>
      </BrandText>
    </Brand>
  );
}

/** A count beside a section's name, such as its new messages. */
export type SectionCount = {
  value: number;
  /** What is counted, read after the number by screen readers ("3 new"). */
  label: string;
};

export type SectionNavProps = {
  /** The section shown; its link is marked as the current page. */
  current: AdminSection;
  /** Counts shown beside sections' names, by section id; a count of 0 is not shown. */
  counts?: Partial<Record<AdminSection['id'], SectionCount>>;
};

/**
 * The sections, in the sidebar's order (`adminSections`). Each selectable one is a link to its path
 * under the admin path, so choosing one drops the previous view's table state from the query string;
 * System Settings is disabled and says it is coming soon. A section may carry a count (Contact
 * Messages: its new messages), part of its link's name ("Contact Messages 3 new").
 */
export function SectionNav({ current, counts = {} }: SectionNavProps) {
  return (
    <nav aria-label="Admin sections">
      <NavList>
        {adminSections.map((section) => {
          const Icon = section.icon;
          const count = counts[section.id];
          return (
            <li key={section.id}>
              {section.disabled ? (
                <NavItemDisabled type="button" aria-disabled="true">
                  <Icon size={20} aria-hidden="true" />
                  <NavLabel>{section.title}</NavLabel>
                  <Chip size="sm">Coming soon</Chip>
                </NavItemDisabled>
              ) : (
                <NavItemLink
                  to={sectionPath(section)}
                  aria-current={section.id === current.id ? 'page' : undefined}
                  // Its screen's code starts loading as the pointer or focus reaches the link.
                  onPointerEnter={() => preloadSectionView(section)}
                  onFocus={() => preloadSectionView(section)}
                >
                  <Icon size={20} aria-hidden="true" />
                  <NavLabel>{section.title}</NavLabel>
                  {count && count.value > 0 && (
                    <Chip size="sm" tone="info">
                      {count.value}
                      <VisuallyHidden> {count.label}</VisuallyHidden>
                    </Chip>
                  )}
                </NavItemLink>
              )}
            </li>
          );
        })}
      </NavList>
    </nav>
  );
}
