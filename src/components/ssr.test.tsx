// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { theme } from '@/theme';
import { Alert } from './Alert';
import { Button, ButtonLink } from './Button';
import { Card } from './Card';
import { Carousel } from './Carousel';
import { Chip } from './Chip';
import { Container } from './Container';
import { DataTable } from './DataTable';
import { IconButton } from './IconButton';
import { Section } from './Section';
import { Select } from './Select';
import { Spinner } from './Spinner';
import { StatCard } from './StatCard';
import { Tabs } from './Tabs';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

/**
 * Every primitive must render where there is no `window` or `document`, so public pages can be
 * prerendered to HTML with their styles. Node has neither: touching them during render throws here.
 */
describe('primitives rendered on the server', () => {
  it('render to HTML with their content and collected styles, without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const images = [
      { src: '/screenshots/dashboard.png', alt: 'Dashboard overview', width: 1200, height: 750 },
      { src: '/screenshots/invoices.png', alt: 'Invoice list', width: 1200, height: 750 },
    ];
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <Container>
            <Section title="Powerful Features" eyebrow="Features" description="Everything you need">
              <Button>Join Waitlist</Button>
              <Button loading loadingLabel="Joining Waitlist...">
                Join Waitlist
              </Button>
              <ButtonLink href="/features">View Features</ButtonLink>
              <IconButton label="Close" icon={<span>×</span>} />
              <Card>Card body</Card>
              <Chip tone="warning">In Progress</Chip>
              <Alert tone="error">Email is required</Alert>
              <Spinner label="Checking session" />
              <StatCard label="Total Signups" value={1234} />
              <TextField label="Email" type="email" error="Email is required" />
              <TextArea label="Message" />
              <Select label="Status" options={[{ value: 'New', label: 'New' }]} />
              <Tabs
                label="System showcase"
                items={[
                  { id: 'dashboard', label: 'Dashboard Overview', content: <p>Dashboard panel</p> },
                  { id: 'invoices', label: 'Invoice Management', content: <p>Invoices panel</p> },
                ]}
              />
              <Carousel label="Sneak Peek" images={images} showThumbnails />
              <DataTable
                caption="Recent Signups"
                columns={[{ key: 'email', header: 'Email' }]}
                rows={[{ id: 1, email: 'ada@example.com' }]}
                getRowId={(row) => row.id}
              />
            </Section>
          </Container>
        </ThemeProvider>,
      ),
    );
    const styles = sheet.getStyleTags();
    sheet.seal();
    for (const text of [
      'Powerful Features',
      'Joining Waitlist...',
      'href="/features"',
      'aria-label="Close"',
      'In Progress',
      'Email is required',
      'aria-invalid="true"',
      '1,234',
      'Dashboard panel',
      'Dashboard overview',
      'ada@example.com',
    ]) {
      expect(html).toContain(text);
    }
    expect(styles).toMatch(/<style[^>]*data-styled/);
  });
});
