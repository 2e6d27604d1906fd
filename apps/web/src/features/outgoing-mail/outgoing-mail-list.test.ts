import { describe, expect, it } from 'vitest';
import { outgoingMailList as definition } from '@workspace/shared/insight/outgoing-mail.schemas';
import { outgoingMailKeys, outgoingMailList } from './outgoing-mail-list';

describe("the delivery log's list", () => {
  it('is the shape of its definition, field for field, and carries no schema', () => {
    const { name, filterKeys, sortFields, defaultSort, defaultOrder, pageSize } = definition;
    expect(outgoingMailList).toEqual({ name, filterKeys, sortFields, defaultSort, defaultOrder, pageSize });
  });

  it('keys its queries under the list name, as the list queries do', () => {
    expect(outgoingMailKeys.all).toEqual([outgoingMailList.name]);
  });
});
