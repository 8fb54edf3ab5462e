import { Receipt } from 'lucide-react';

import { Chip } from '../../../components/Chip';
import { siteConfig } from '../../../config/site';
import {
  Brand,
  BrandCaption,
  BrandMark,
  BrandName,
  BrandText,
  NavItemDisabled,
  NavItemLink,
  NavLabel,
  NavList,
} from './AdminShell.styles';
import { type AdminSection, adminSections, sectionPath } from './sections';

/** The brand at the top of the sidebar and the drawer. */
export function AdminBrand() {
  return (
    <Brand>
      <BrandMark aria-hidden="true">
        <Receipt size={20} />
      </BrandMark>
      <BrandText>
        <BrandName>{siteConfig.brandName}</BrandName>
        <BrandCaption>Admin Portal</BrandCaption>
      </BrandText>
    </Brand>
  );
}

export type SectionNavProps = {
  /** The section shown; its link is marked as the current page. */
  current: AdminSection;
};

/**
 * The sections, in the sidebar's order (`adminSections`). Each selectable one is a link to its path
 * under the admin path, so choosing one drops the previous view's table state from the query string;
 * System Settings is disabled and says it is coming soon.
 */
export function SectionNav({ current }: SectionNavProps) {
  return (
    <nav aria-label="Admin sections">
      <NavList>
        {adminSections.map((section) => {
          const Icon = section.icon;
          return (
            <li key={section.id}>
              {section.disabled ? (
                <NavItemDisabled type="button" aria-disabled="true">
                  <Icon size={20} aria-hidden="true" />
                  <NavLabel>{section.title}</NavLabel>
                  <Chip size="sm">Coming soon</Chip>
                </NavItemDisabled>
              ) : (
                <NavItemLink to={sectionPath(section)} aria-current={section.id === current.id ? 'page' : undefined}>
                  <Icon size={20} aria-hidden="true" />
                  <NavLabel>{section.title}</NavLabel>
                </NavItemLink>
              )}
            </li>
          );
        })}
      </NavList>
    </nav>
  );
}
