/**
 * The intrinsic sizes of the catalogue's images (public/images, written by scripts/generate-images.ts). Pages set
 * them as width and height, so the browser reserves the space and nothing shifts when a picture arrives.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export const SEMINAR_IMAGE: ImageSize = { width: 800, height: 450 };
export const WEBINAR_IMAGE: ImageSize = { width: 800, height: 450 };
export const TRAINER_IMAGE: ImageSize = { width: 400, height: 400 };
