import type { UploadedImage, UploadGroup } from '../../../schemas/content-admin';
import { readCookie, XSRF_COOKIE } from '../../api';

export type UploadOutcome = { ok: true; image: UploadedImage } | { ok: false; message: string };

/** Sends one picture to the upload pipeline, with the anti-forgery header every console change carries. */
export async function uploadImage(group: UploadGroup, file: File): Promise<UploadOutcome> {
  try {
    if (!readCookie(XSRF_COOKIE)) await fetch('/api/form-token', { credentials: 'same-origin' });
    const body = new FormData();
    body.append('file', file);
    const response = await fetch(`/api/admin/uploads?group=${group}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-xsrf-token': readCookie(XSRF_COOKIE) ?? '' },
      body,
    });
    const data = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      image?: UploadedImage;
      message?: string;
    };
    if (response.ok && data.success && data.image) return { ok: true, image: data.image };
    return { ok: false, message: data.message ?? 'The upload failed.' };
  } catch {
    return { ok: false, message: 'The server could not be reached. Please try again.' };
  }
}
