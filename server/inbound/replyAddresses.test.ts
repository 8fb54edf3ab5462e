import { describe, expect, it } from 'vitest';

import { createReplyAddresses } from './replyAddresses';

const addresses = createReplyAddresses('a-key-of-the-servers-own', 'support@invoiceflow.app');

describe('conversation addresses', () => {
  it('name their message on the support mailbox, and are read back whatever the case', () => {
    const address = addresses.addressFor({ id: 42 });
    expect(address).toMatch(/^support\+m42-[0-9a-f]{12}@invoiceflow\.app$/);
    expect(addresses.messageIdOf(address)).toBe(42);
    expect(addresses.messageIdOf(address.toUpperCase())).toBe(42);
  });

  it('cannot be made for another message, another mailbox or with another key', () => {
    const address = addresses.addressFor({ id: 42 });
    expect(addresses.messageIdOf(address.replace('+m42-', '+m43-'))).toBeNull();
    expect(addresses.messageIdOf(address.replace('support+', 'sales+'))).toBeNull();
    expect(addresses.messageIdOf(address.replace('@invoiceflow.app', '@example.com'))).toBeNull();
    expect(createReplyAddresses('another key', 'support@invoiceflow.app').messageIdOf(address)).toBeNull();
    expect(addresses.messageIdOf('support@invoiceflow.app')).toBeNull();
    expect(addresses.messageIdOf('support+m99999999999-0123456789ab@invoiceflow.app')).toBeNull();
  });
});
