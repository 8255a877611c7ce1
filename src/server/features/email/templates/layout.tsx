import { Body, Button, Container, Head, Heading, Html, Link, Section, Text } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import { BRAND } from '../../../../shared/brand';
import { oneLine } from '../one-line';

export interface EmailAction {
  label: string;
  url: string;
}

/** The brand's frame around every message: name, title, the body, one call to action, the footer. */
export function Layout({ title, action, children }: { title: string; action?: EmailAction; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Body style={{ backgroundColor: '#ffffff', fontFamily: 'system-ui,sans-serif', color: '#1d2433' }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px' }}>
          {/* The footer names the brand in the text part; there it would only repeat. */}
          <Text data-skip-in-text="true" style={{ margin: '0 0 16px', fontWeight: 700, color: '#8a6d12' }}>
            {BRAND.name}
          </Text>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {title}
          </Heading>
          {children}
          {action ? (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={action.url}
                style={{
                  background: '#c9a227',
                  color: '#111111',
                  padding: '12px 20px',
                  borderRadius: '8px',
                  textDecoration: 'none',
                  fontWeight: 600,
                }}
              >
                {action.label}
              </Button>
            </Section>
          ) : null}
          <Text style={{ margin: '32px 0 0', fontSize: '13px', color: '#5b6475' }}>
            {`${BRAND.name} · ${BRAND.supportEmail}`}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

const paragraphStyle = { margin: '0 0 16px', fontSize: '15px', lineHeight: '24px' };

/** A paragraph of text whose line breaks are kept (a customer's message, a chat transcript). */
export function P({ children }: { children: string }) {
  return (
    <Text style={paragraphStyle}>
      {children.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** "Hi Ada,": the opening line of a message to a person, their name on one line however it was stored. */
export function Greeting({ name }: { name: string }) {
  return <P>{`Hi ${oneLine(name)},`}</P>;
}

/** A paragraph with links in it: the text part gives each link's address after its words. */
export function Para({ children }: { children: ReactNode }) {
  return <Text style={paragraphStyle}>{children}</Text>;
}

/** A link in a paragraph; a long address breaks rather than widening the message. */
export function A({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} style={{ color: '#8a6d12', textDecoration: 'underline', wordBreak: 'break-all' }}>
      {children}
    </Link>
  );
}

/** Label and value pairs, one per line, in both parts (a receipt's number, date, items). */
export function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <Text style={paragraphStyle}>
      {facts.map(([label, value], index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          <strong>{`${label}:`}</strong> {value}
        </Fragment>
      ))}
    </Text>
  );
}
