import { IconFile, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';

/** A picture for image files, a PDF mark for PDFs, a plain sheet for anything else. */
export function FileTypeIcon({ mimeType, name, size = 16 }: { mimeType: string; name?: string; size?: number }) {
  const extension = name?.toLowerCase().split('.').pop() ?? '';
  if (mimeType.startsWith('image/') || ['png', 'jpg', 'jpeg'].includes(extension))
    return <IconPhoto size={size} aria-hidden />;
  if (mimeType === 'application/pdf' || extension === 'pdf') return <IconFileTypePdf size={size} aria-hidden />;
  return <IconFile size={size} aria-hidden />;
}
