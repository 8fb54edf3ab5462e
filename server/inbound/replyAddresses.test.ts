import { describe, expect, it } from 'vitest';

import { createReplyAddresses } from './replyAddresses';

const addresses = createReplyAddresses('a-key-of-the-servers-own', 'support@invoiceflow.app');

describe('conversation addresses', () => {
  it('name their message and side on the support mailbox, and are read back whatever the case', () => {
    const address = addresses.addressFor({ id: 42 });
    expect(address).toMatch(/^support\+m42-[0-9a-f]{12}@invoiceflow\.app$/);
    expect(addresses.conversationOf(address)).toEqual({ messageId: 42, side: 'customer' });
    expect(addresses.conversationOf(address.toUpperCase())).toEqual({ messageId: 42, side: 'customer' });
    const adminAddress = addresses.adminAddressFor({ id: 42 });
    expect(adminAddress).toMatch(/^support\+a42-[0-9a-f]{12}@invoiceflow\.app$/);
    expect(addresses.conversationOf(adminAddress)).toEqual({ messageId: 42, side: 'admin' });
  });

  it('cannot be made for another message, the other side, another mailbox or with another key', () => {
    const address = addresses.addressFor({ id: 42 });
    expect(addresses.conversationOf(address.replace('+m42-', '+m43-'))).toBeNull();
    // The customer holds their address: with the other letter it does not speak for the administrators.
    expect(addresses.conversationOf(address.replace('+m42-', '+a42-'))).toBeNull();
    expect(addresses.conversationOf(address.replace('support+', 'sales+'))).toBeNull();
    expect(addresses.conversationOf(address.replace('@invoiceflow.app', '@example.com'))).toBeNull();
    expect(createReplyAddresses('another key', 'support@invoiceflow.app').conversationOf(address)).toBeNull();
    expect(addresses.conversationOf('support@invoiceflow.app')).toBeNull();
    expect(addresses.conversationOf('support+m99999999999-0123456789ab@invoiceflow.app')).toBeNull();
  });
});
