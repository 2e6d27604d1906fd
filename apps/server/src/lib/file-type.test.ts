import { describe, expect, it } from 'vitest';
import { detectAttachmentType } from './file-type';

describe('detectAttachmentType', () => {
  it('knows PNG, JPEG and PDF by their first bytes', () => {
    expect(detectAttachmentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectAttachmentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, including truncated signatures and text named like an image', () => {
    expect(detectAttachmentType(Buffer.from('hello, I am a .png'))).toBeUndefined();
    expect(detectAttachmentType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(detectAttachmentType(Buffer.from('%PDF'))).toBeUndefined();
    expect(detectAttachmentType(Buffer.alloc(0))).toBeUndefined();
    expect(detectAttachmentType(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
