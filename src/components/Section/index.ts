export { Section, type SectionHeadingLevel, type SectionPadding, type SectionProps, type SectionTone } from './Section';
