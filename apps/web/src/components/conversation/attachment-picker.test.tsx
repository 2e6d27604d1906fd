import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { AttachmentPicker } from './attachment-picker';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return <AttachmentPicker files={files} onChange={setFiles} />;
}

function renderPicker(inputLabel = 'Choose files') {
  render(
    <MantineProvider>
      <Harness />
    </MantineProvider>,
  );
  // The real browser would hide a .exe behind `accept`; dropping files skips that filter, so test as if.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText(inputLabel);
  return { user, input };
}

const chosenNames = () =>
  within(screen.getByRole('list', { name: 'Files to attach' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => void i18n.changeLanguage('en'));

describe('AttachmentPicker', () => {
  it('refuses a .exe and an 11 MB PDF with their own messages and keeps the valid files', async () => {
    const { user, input } = renderPicker();
    await user.upload(input, [
      file('plan.png', 'image/png', 1536),
      file('setup.exe', 'application/x-msdownload'),
      file('big.pdf', 'application/pdf', 11 * MB),
      file('Teklif_Şubat.pdf', 'application/pdf', 3 * MB),
    ]);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('setup.exe is not a PNG, JPG or PDF file');
    expect(alert).toHaveTextContent('big.pdf is larger than 10 MB');
    expect(chosenNames()).toEqual(['plan.png2 kB', 'Teklif_Şubat.pdf3 MB']);
  });

  it('refuses a file whose name says PNG but whose type says otherwise', async () => {
    const { user, input } = renderPicker();
    await user.upload(input, [file('photo.png', 'text/html')]);
    expect(screen.getByRole('alert')).toHaveTextContent('photo.png is not a PNG, JPG or PDF file');
    expect(screen.queryByRole('list', { name: 'Files to attach' })).not.toBeInTheDocument();
  });

  it('takes files dropped on it, with the same checks', () => {
    renderPicker();
    fireEvent.drop(screen.getByTestId('attachment-drop-zone'), {
      dataTransfer: { files: [file('scan.JPG', 'image/jpeg'), file('virus.exe', '')], types: ['Files'] },
    });
    expect(chosenNames()).toEqual(['scan.JPG2 kB']);
    expect(screen.getByRole('alert')).toHaveTextContent('virus.exe is not a PNG, JPG or PDF file');
  });

  it('keeps at most five files and says which one was left out', async () => {
    const { user, input } = renderPicker();
    await user.upload(
      input,
      [1, 2, 3].map((n) => file(`page-${n}.png`, 'image/png')),
    );
    await user.upload(
      input,
      [4, 5, 6].map((n) => file(`page-${n}.png`, 'image/png')),
    );

    expect(chosenNames()).toHaveLength(5);
    expect(screen.queryByText('page-6.png')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('page-6.png was not added: at most 5 files per message');
  });

  it('removes a chosen file', async () => {
    const { user, input } = renderPicker();
    await user.upload(input, [file('a.png', 'image/png'), file('b.pdf', 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(chosenNames()).toEqual(['b.pdf2 kB']);
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    const { user, input } = renderPicker('Dosya seç');
    await user.upload(input, [
      file('kurulum.exe', 'application/octet-stream'),
      file('büyük.pdf', 'application/pdf', 11 * MB),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('kurulum.exe bir PNG, JPG veya PDF dosyası değil');
    expect(screen.getByRole('alert')).toHaveTextContent('büyük.pdf 10 MB boyutundan büyük');
  });
});
