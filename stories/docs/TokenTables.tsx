import styled from 'styled-components';

import { tokens, typeScale } from '@/theme';

/** Flattens nested token groups into `path → value` rows, e.g. `text.primary → #0b1324`. */
function flatten(group: object, prefix = ''): Array<[string, string]> {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: left;
    vertical-align: middle;
  }

  code {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  }
`;

/** A visual sample of a token value: a swatch, a bar, a shadowed tile or a rounded box. */
const Sample = styled.span<{ $group: string; $value: string }>`
  display: inline-block;
  width: 2.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${({ $group, $value, theme }) =>
    ({
      color: `background: ${$value}; border: 1px solid ${theme.color.border.subtle};`,
      space: `width: ${$value}; height: 0.5rem; background: ${theme.color.brand.primary};`,
      shadow: `box-shadow: ${$value};`,
      radius: `border-radius: ${$value}; border: 2px solid ${theme.color.brand.primary};`,
    })[$group] ?? 'display: none;'}
`;

type Group = keyof typeof tokens;

/** Shows one token group as a table: name, value and, for colours, sizes and shadows, a sample. */
export function TokenTable({ group, caption }: { group: Group; caption: string }) {
  const rows = flatten(tokens[group]);
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>
                {group}.{name}
              </code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <Sample $group={group} $value={value} aria-hidden="true" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Specimen = styled.div<{ $step: keyof typeof tokens.typography.scale }>`
  ${({ theme, $step }) => typeScale(theme, $step)}
  color: ${({ theme }) => theme.color.text.primary};
`;

const steps = [
  { step: 'display', role: 'The home hero’s h1', sample: 'Professional Invoicing Made Simple' },
  { step: 'page', role: 'Every other page’s h1', sample: 'About Our Mission' },
  { step: 'section', role: 'A band’s h2', sample: 'Everything You Need to Get Paid' },
  { step: 'item', role: 'A card’s, tile’s or row’s h3', sample: 'Invoice Management' },
  { step: 'lead', role: 'The paragraph under a heading', sample: 'From signup to first invoice in under 10 minutes.' },
] as const;

/** Each step of the fluid type scale drawn at the current width, with its role and its values. */
export function TypeScaleSpecimen() {
  return (
    <Table>
      <caption>Type scale (resize the window: every step follows the viewport between its bounds)</caption>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Sample</th>
          <th scope="col">Size</th>
        </tr>
      </thead>
      <tbody>
        {steps.map(({ step, role, sample }) => (
          <tr key={step}>
            <td>
              <code>typography.scale.{step}</code>
              <br />
              {role}
            </td>
            <td>
              <Specimen $step={step}>{sample}</Specimen>
            </td>
            <td>
              <code>{tokens.typography.scale[step].fontSize}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
