import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, mockApi } from '@nukkad/api-client/testing';
import type { MockReply } from '@nukkad/api-client/testing';
import { imageFile } from '../../testing/seller-shop-fixtures';
import { ImageUpload, toSellerImages } from './image-upload';
import type { SellerImage } from './image-upload';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let latest: SellerImage[] = [];

function Harness({ initial = [] as string[] }) {
  const [images, setImages] = useState(() => toSellerImages(initial));
  latest = images;
  return <ImageUpload label="Images" images={images} onChange={setImages} />;
}

const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('Choose images'), { target: { files } });
const previews = () => within(screen.getByRole('list', { name: /in the order customers see them/ })).getAllByRole('img');

describe('ImageUpload', () => {
  it('draws existing images at card size and marks the first as the one customers see', () => {
    render(<Harness initial={['/uploads/a.webp', '/demo/shop.svg']} />);
    expect(previews().map((img) => img.getAttribute('src'))).toEqual(['/uploads/a-card.webp', '/demo/shop.svg']);
    const [first] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Shown to customers')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move image 1 left' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move image 2 right' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('accepts JPEG, PNG and WebP, several at once', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Choose images');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(input.hasAttribute('multiple')).toBe(true);
    expect(screen.getByLabelText('Take a photo').getAttribute('capture')).toBe('environment');
  });

  it('refuses other files and files over 5 MB in plain words, without uploading them', () => {
    const fetchSpy = mockApi(() => undefined);
    render(<Harness />);
    pick(imageFile('logo.svg', 'image/svg+xml'), imageFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('logo.svg: Only JPEG, PNG or WebP images can be uploaded.');
    expect(alert.textContent).toContain('huge.jpg: Each image must be at most 5 MB.');
    expect(callsTo(fetchSpy, '/upload')).toHaveLength(0);
  });

  it('shows the upload under way, then the server’s refusal in its own words', async () => {
    const reply = deferred<MockReply>();
    mockApi((url) => (url === '/upload' ? reply.promise : undefined));
    render(<Harness />);
    pick(imageFile('notes.png', 'image/png'));
    expect(screen.getByRole('status').textContent).toBe('Uploading 1 image…');
    reply.resolve({ status: 400, body: { success: false, message: 'Only JPEG, PNG or WebP images can be uploaded.' } });
    expect((await screen.findByRole('alert')).textContent).toContain('notes.png: Only JPEG, PNG or WebP images can be uploaded.');
    expect(screen.getByRole('status').textContent).toBe('0 of 6 images added.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uploads no more than six images in all', async () => {
    const fetchSpy = mockApi((url, init) => {
      if (url !== '/upload') return undefined;
      const file = (init?.body as FormData).get('photos') as File;
      return { body: { success: true, files: [{ url: `/uploads/${file.name}.webp`, thumbUrl: `/uploads/${file.name}-card.webp` }] } };
    });
    render(<Harness initial={['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp', '/uploads/d.webp']} />);
    pick(imageFile('e.jpg'), imageFile('f.jpg'), imageFile('g.jpg'));
    expect(screen.getByRole('alert').textContent).toContain('g.jpg: Not added: at most 6 images.');
    expect(await screen.findByText('6 of 6 images added.')).toBeTruthy();
    expect(callsTo(fetchSpy, '/upload')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Add more images|Choose images/ })).toBeNull();
    expect(screen.getByText('Remove an image to add another.')).toBeTruthy();
  });

  it('reorders and removes with buttons, keeping focus on the moved image', () => {
    render(<Harness initial={['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp']} />);
    const left = screen.getByRole('button', { name: 'Move image 3 left' });
    left.focus();
    fireEvent.click(left);
    expect(latest.map((image) => image.url)).toEqual(['/uploads/a.webp', '/uploads/c.webp', '/uploads/b.webp']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 2 left' }));

    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 left' }));
    expect(latest.map((image) => image.url)).toEqual(['/uploads/c.webp', '/uploads/a.webp', '/uploads/b.webp']);
    // At the front there is no further left: focus moves to the other direction.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 1 right' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(latest.map((image) => image.url)).toEqual(['/uploads/c.webp', '/uploads/b.webp']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove image 2' }));
  });
});
